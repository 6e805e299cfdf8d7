// Loaded when a player first opens one of these modals (`?modal=login`...): the forms, their rules and the phone
// number metadata stay out of every page's first download.
import { QueryProvider } from '@casino/query';
import type { AuthModalName } from '@casino/site';
import type { ComponentType } from 'react';
import { AccountLinkModal } from './lib/account-link/AccountLinkModal';
import { LinkedSignupModal } from './lib/linked/LinkedSignupModal';
import { LoginModal, type AuthModalProps } from './lib/login/LoginModal';
import {
  ForgotPasswordModal,
  ResetPasswordModal,
  VerifyEmailExpiredModal,
  VerifyEmailModal,
} from './lib/password/PasswordModals';
import { SignupModal } from './lib/signup/SignupModal';

/** A modal with the page's query cache around it: its queries and mutations work wherever the host mounts it. */
function withQueries(Modal: ComponentType<AuthModalProps>): ComponentType<AuthModalProps> {
  function ModalWithQueries(props: AuthModalProps) {
    return (
      <QueryProvider>
        <Modal {...props} />
      </QueryProvider>
    );
  }
  ModalWithQueries.displayName = `withQueries(${Modal.displayName ?? Modal.name})`;
  return ModalWithQueries;
}

/** The account modals by `?modal=` name, for the app's modal registry. */
export const authModals: Record<AuthModalName, ComponentType<AuthModalProps>> = {
  login: withQueries(LoginModal),
  signup: withQueries(SignupModal),
  'linked-signup': withQueries(LinkedSignupModal),
  'forgot-password': withQueries(ForgotPasswordModal),
  'reset-password': withQueries(ResetPasswordModal),
  'verify-email': withQueries(VerifyEmailModal),
  'verify-email-expired': withQueries(VerifyEmailExpiredModal),
  'account-link': AccountLinkModal,
};

export type { AuthModalName };
export type { AuthModalProps };
