/** Spec section 3 and 9: the registered_user cookie, kept about a year. */
export const REGISTERED_USER_COOKIE = 'registered_user';
/** Window events other code (tracking, analytics) listens to (spec section 4). */
export const SIGNUP_EVENT = 'user:signup';
export const SIGNUP_ERROR_EVENT = 'user:errorSignup';
