import { useApiClient } from '@casino/session';
import { useEffect } from 'react';
import { useLimits } from '../../api/get-limits';
import { getSessionSummary } from '../../api/get-session-summary';
import { sessionLimitCheckDelay } from './realityCheck';

/**
 * The session time limit, kept while the player sits on one page: when the limit since the session began has passed,
 * one call asks the backend, which refuses it with SESSION_TIMEOUT; the page's API client then ends the session with
 * SESSION_EXPIRED and the session-ended alert (any other call after the limit does the same). Renders nothing.
 */
export default function SessionLimitWatch() {
  const api = useApiClient();
  const minutes = useLimits().data?.sessionLimit?.minutes ?? null;

  useEffect(() => {
    if (minutes === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    getSessionSummary(api, { signal: controller.signal }).then(
      (summary) => {
        const delay = sessionLimitCheckDelay(new Date(summary.startedAt).getTime(), minutes, Date.now());
        if (delay === null) return;
        timer = setTimeout(() => void getSessionSummary(api).catch(() => undefined), delay);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [api, minutes]);

  return null;
}
