import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateInBackground } from './invalidateInBackground';

/** A query whose second fetch waits until `release` is called (a re-read that takes its time). */
function slowReRead(queryClient: QueryClient, queryKey: readonly unknown[]) {
  let fetches = 0;
  let release = () => undefined as void;
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => {
      fetches += 1;
      return fetches === 1
        ? Promise.resolve(`read ${fetches}`)
        : new Promise<string>((resolve) => (release = () => resolve(`read ${fetches}`)));
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { fetches: () => fetches, release: () => release(), unsubscribe };
}

describe('invalidateInBackground', () => {
  it('marks the queries under each key stale and starts the re-read of those on screen, returning nothing', async () => {
    const queryClient = new QueryClient();
    const wallet = slowReRead(queryClient, ['cashier', 'wallet']);
    const bonuses = slowReRead(queryClient, ['rewards', 'bonuses']);
    const other = slowReRead(queryClient, ['lobby', 'games']);
    await new Promise((r) => setTimeout(r, 0));

    expect(invalidateInBackground(queryClient, ['cashier'], ['rewards'])).toBeUndefined();

    expect(wallet.fetches()).toBe(2);
    expect(bonuses.fetches()).toBe(2);
    expect(other.fetches()).toBe(1);
    expect(queryClient.getQueryState(['cashier', 'wallet'])?.isInvalidated).toBe(true);
    wallet.release();
    bonuses.release();
    [wallet, bonuses, other].forEach((q) => q.unsubscribe());
  });

  it('lets a mutation settle before its re-read has answered', async () => {
    const queryClient = new QueryClient();
    const wallet = slowReRead(queryClient, ['cashier', 'wallet']);
    await new Promise((r) => setTimeout(r, 0));
    const mutation = new MutationObserver(queryClient, {
      mutationFn: async () => 'deposited',
      onSuccess: () => invalidateInBackground(queryClient, ['cashier']),
    });

    await expect(mutation.mutate()).resolves.toBe('deposited');

    expect(wallet.fetches()).toBe(2);
    expect(queryClient.getQueryState(['cashier', 'wallet'])?.fetchStatus).toBe('fetching');
    wallet.release();
    wallet.unsubscribe();
  });

  it('takes [] for every query (after a sign-in)', async () => {
    const queryClient = new QueryClient();
    const a = slowReRead(queryClient, ['lobby', 'games']);
    const b = slowReRead(queryClient, ['rewards', 'bonuses']);
    await new Promise((r) => setTimeout(r, 0));
    invalidateInBackground(queryClient, []);
    expect([a.fetches(), b.fetches()]).toEqual([2, 2]);
    for (const q of [a, b]) {
      q.release();
      q.unsubscribe();
    }
  });
});
