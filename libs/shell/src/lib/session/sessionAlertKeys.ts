import type { LogoutRecord } from '@casino/session';

/**
 * Translation keys of the alert: inactivity has its own, the session time limit (SESSION_EXPIRED, issue #14) its own
 * message under the shared title, every other reason shares `session.logout.*`.
 */
export function sessionAlertKeys(record: Pick<LogoutRecord, 'reason'>) {
  if (record.reason === 'USER_INACTIVITY_TIMEOUT')
    return { title: 'session.inactive.title', message: 'session.inactive.message' };
  if (record.reason === 'SESSION_EXPIRED') return { title: 'session.logout.title', message: 'session.expired.message' };
  return { title: 'session.logout.title', message: 'session.logout.message' };
}
