// Loaded when a player first opens one of these modals (`?modal=login`...): the forms, their rules and the phone
// number metadata stay out of every page's first download.
import type { AuthModalName } from '@casino/site';
import type { ComponentType } from 'react';
import { LinkedSignupModal } from './lib/linked/LinkedSignupModal';
import { LoginModal, type AuthModalProps } from './lib/login/LoginModal';
import { ForgotPasswordModal, ResetPasswordModal, VerifyEmailExpiredModal, VerifyEmailModal } from './lib/password/PasswordModals';
import { SignupModal } from './lib/signup/SignupModal';

/** The account modals by `?modal=` name, for the app's modal registry. */
export const authModals = {
  login: LoginModal,
  signup: SignupModal,
  'linked-signup': LinkedSignupModal,
  'forgot-password': ForgotPasswordModal,
  'reset-password': ResetPasswordModal,
  'verify-email': VerifyEmailModal,
  'verify-email-expired': VerifyEmailExpiredModal,
} as const satisfies Record<AuthModalName, ComponentType<AuthModalProps>>;

export type { AuthModalName };
export type { AuthModalProps };
