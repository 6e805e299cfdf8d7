/** Spec section 9: default 30 minutes; the setting is used if greater than 1. */
export const DEFAULT_INACTIVITY_TIMEOUT_MINUTES = 30;

/** Events that count as activity (spec section 4: mouse, key, scroll, touch, click and focus). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click', 'focus'] as const;

export function inactivityTimeoutMs(setting: number | undefined): number {
  const minutes = setting !== undefined && setting > 1 ? setting : DEFAULT_INACTIVITY_TIMEOUT_MINUTES;
  return minutes * 60_000;
}

/**
 * Calls `onExpire` once after `timeoutMs` without activity on `target`. Activity only records a time stamp (mouse
 * moves are frequent); the single timer re-arms itself for what is left when it fires early. Returns a stop function.
 */
export function startInactivityTimer({
  timeoutMs,
  onExpire,
  target = window,
  now = () => Date.now(),
}: {
  timeoutMs: number;
  onExpire: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}): () => void {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onActivity = () => {
    last = now();
  };
  const check = () => {
    const idle = now() - last;
    if (idle >= timeoutMs) {
      stop();
      onExpire();
    } else {
      timer = setTimeout(check, timeoutMs - idle);
    }
  };
  const options = { capture: true, passive: true } as const;
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, options);
  timer = setTimeout(check, timeoutMs);
  function stop() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity, options);
  }
  return stop;
}
