import { describe, expect, it } from 'vitest';
import { ignoreAbortedNavigations } from './abortedNavigations';

function rejection(reason: unknown): PromiseRejectionEvent {
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe('ignoreAbortedNavigations', () => {
  it('marks an interrupted navigation (AbortError) handled, and nothing else', () => {
    const target = new EventTarget() as unknown as Window;
    const undo = ignoreAbortedNavigations(target);
    const aborted = rejection(new DOMException('signal is aborted without reason', 'AbortError'));
    const real = rejection(new Error('boom'));
    target.dispatchEvent(aborted);
    target.dispatchEvent(real);
    expect(aborted.defaultPrevented).toBe(true);
    expect(real.defaultPrevented).toBe(false);
    undo();
    const later = rejection(new DOMException('x', 'AbortError'));
    target.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
