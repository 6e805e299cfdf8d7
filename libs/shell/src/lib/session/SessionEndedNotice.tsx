import { readLogoutRecord, useSession, type LogoutRecord } from '@casino/session';
import { lazy, Suspense, useEffect, useState } from 'react';

const SessionEndedAlert = lazy(() => import('./SessionEndedAlert'));

/**
 * Spec section 4: after a logout that the player did not ask for (inactivity and the other reasons), the
 * session-ended alert appears on their next click or key press. Mounted on every page; the alert's code loads only
 * when there is something to say.
 */
export function SessionEndedNotice() {
  const status = useSession((s) => s.status);
  const [record, setRecord] = useState<LogoutRecord | null>(null);

  useEffect(() => {
    if (status !== 'signedOut') return;
    // The record is read at the click: it may be written after this effect ran (the session provider keeps the reason a
    // server render found, in its own effect, which runs after this one).
    const options = { capture: true } as const;
    const stop = () => {
      window.removeEventListener('click', show, options);
      window.removeEventListener('keydown', show, options);
    };
    const show = () => {
      const pending = readLogoutRecord();
      if (!pending) return;
      stop();
      setRecord(pending);
    };
    window.addEventListener('click', show, options);
    window.addEventListener('keydown', show, options);
    return stop;
  }, [status]);

  if (!record) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedAlert record={record} onDone={() => setRecord(null)} />
    </Suspense>
  );
}
