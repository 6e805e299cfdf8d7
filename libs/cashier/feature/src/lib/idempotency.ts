import { useEffect, useMemo, useRef } from 'react';

/** What a key is for: a deposit attempt or a confirmed withdrawal quote (the prefix tells them apart in the logs). */
export type IdempotencyKind = 'dep' | 'wd';

/** A fresh idempotency key for one deposit attempt or one confirmed withdrawal quote (contract: 16 to 64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(kind: IdempotencyKind = 'dep'): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return `${kind}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface AttemptKey {
  /** The attempt's key: made at its first send, the same for every repeat of it (a retry after a timeout). */
  take: () => string;
  /** Ends the attempt (it was settled): the next send is a new attempt with a new key. */
  drop: () => void;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * One idempotency key per attempt (a money action the backend must make once however often it is sent). `attempt` is
 * what the attempt is made of (a deposit's method, amount, bonus and network; a withdrawal's quote): after a render in
 * which any of it changed, the key is dropped, as an effect with those dependencies would, so a repeat of the same
 * attempt answers the first request and a changed one is a request of its own.
 */
export function useAttemptKey(kind: IdempotencyKind, attempt: readonly unknown[]): AttemptKey {
  const key = useRef<string | null>(null);
  const last = useRef(attempt);
  useEffect(() => {
    if (sameValues(last.current, attempt)) return;
    last.current = attempt;
    key.current = null;
  });
  return useMemo(
    () => ({
      take: () => (key.current ??= newIdempotencyKey(kind)),
      drop: () => {
        key.current = null;
      },
    }),
    [kind],
  );
}
