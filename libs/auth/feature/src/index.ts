export { SessionEndedNotice } from './lib/session/SessionEndedNotice';
export { sessionAlertKeys } from './lib/session/SessionEndedAlert';
export { authModalNames } from './lib/modalNames';
