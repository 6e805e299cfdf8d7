import type { LogoutRecord } from '@casino/session';

/** Translation keys of the alert: inactivity has its own, every other reason shares `session.logout.*`. */
export function sessionAlertKeys(record: Pick<LogoutRecord, 'reason'>) {
  const base = record.reason === 'USER_INACTIVITY_TIMEOUT' ? 'session.inactive' : 'session.logout';
  return { title: `${base}.title`, message: `${base}.message` };
}
