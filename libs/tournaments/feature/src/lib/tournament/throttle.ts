export interface Throttled {
  /** Runs the task now if it has not run within the interval, else once when the interval is over. */
  call(): void;
  /** Drops a run still waiting. */
  cancel(): void;
}

/**
 * At most one run of `task` per `intervalMs`: the first call runs at once, calls within the interval fold into one run
 * at its end (so the last news is never lost, and a busy tournament does not flood the backend).
 */
export function throttle(task: () => void, intervalMs: number, now: () => number = Date.now): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    task();
  };
  return {
    call() {
      if (timer !== undefined) return;
      const wait = last + intervalMs - now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
