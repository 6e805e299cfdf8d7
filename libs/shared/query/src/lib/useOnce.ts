import { useCallback, useRef } from 'react';

/**
 * Money actions send one request however often they are clicked: `run` starts `task` only when none is under way
 * (the ref holds before React re-renders the button as busy).
 */
export function useOnce(): <R>(task: () => Promise<R>) => Promise<R | undefined> {
  const inFlight = useRef(false);
  return useCallback(async <R,>(task: () => Promise<R>) => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await task();
    } finally {
      inFlight.current = false;
    }
  }, []);
}
