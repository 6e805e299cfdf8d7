export { MessagePage } from './lib/MessagePage';
export { NotFoundPage } from './lib/NotFoundPage';
export { RouteErrorPage } from './lib/RouteErrorPage';
export { ComingSoonPage } from './lib/ComingSoonPage';
export { PageErrorBoundary } from './lib/PageErrorBoundary';
export { EmailVerificationNotice, type EmailVerificationNoticeProps } from './lib/EmailVerificationNotice';
export { DepositRequiredNotice, type DepositRequiredNoticeProps } from './lib/DepositRequiredNotice';
export {
  RestrictedAccountNotice,
  type RestrictedAccountNoticeProps,
  type RestrictedAccount,
} from './lib/RestrictedAccountNotice';
export { LoadFailure, type LoadFailureProps } from './lib/LoadFailure';
export { PasteButton, type PasteButtonProps } from './lib/PasteButton';
