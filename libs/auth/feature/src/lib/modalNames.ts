/** The `?modal=` names of the account modals (the app registers each lazily from `@casino/auth-feature/modals`). */
export const authModalNames = ['login', 'signup', 'linked-signup', 'forgot-password', 'reset-password', 'verify-email', 'verify-email-expired'] as const;
