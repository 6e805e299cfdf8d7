import { describe, expect, it } from 'vitest';
import { DEPOSIT_EVENT, reportDeposit } from './deposits';
import { memoryStorage, webStorageStore } from './store';

describe('reportDeposit', () => {
  it('fires user:deposit once per deposit count with its category (first, second to fourth, fifth-plus), per player', () => {
    const store = webStorageStore(memoryStorage());
    const target = new EventTarget();
    const fired: unknown[] = [];
    target.addEventListener(DEPOSIT_EVENT, (event) => fired.push((event as CustomEvent).detail));
    reportDeposit(store, 7, 1, target);
    // The cashier's answer and the socket's deposit event (another tab too) report the same count: once.
    reportDeposit(store, 7, 1, target);
    reportDeposit(store, 7, 4, target);
    reportDeposit(store, 7, 5, target);
    reportDeposit(store, 7, 3, target);
    reportDeposit(store, 8, 1, target);
    reportDeposit(store, 8, 0, target);
    expect(fired).toEqual([
      { userId: 7, count: 1, category: 'first' },
      { userId: 7, count: 4, category: 'second_to_fourth' },
      { userId: 7, count: 5, category: 'fifth_plus' },
      { userId: 8, count: 1, category: 'first' },
    ]);
  });
});
