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
    const pending = readLogoutRecord();
    if (!pending) return;
    const show = () => setRecord(pending);
    const options = { once: true, capture: true } as const;
    window.addEventListener('click', show, options);
    window.addEventListener('keydown', show, options);
    return () => {
      window.removeEventListener('click', show, options);
      window.removeEventListener('keydown', show, options);
    };
  }, [status]);

  if (!record) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedAlert record={record} onDone={() => setRecord(null)} />
    </Suspense>
  );
}
