/** The deposit outcomes that come back to the site as `?modal=...` (account-shell spec section 2). */
export const depositResultModalNames = [
  'deposit-success',
  'deposit-failed',
  'deposit-return',
  'deposit-decline',
  'deposit-cancel',
  'deposit-pending',
  'deposit-3ds-success',
] as const;
export type DepositResultModalName = (typeof depositResultModalNames)[number];

/**
 * The account modals (`login`, `linked-signup` and `verify-email-expired` are the spec's; the rest are designed here:
 * `account-link` tells a signed-in player that a token link for another account was not used, issue #39).
 */
export const authModalNames = [
  'login',
  'signup',
  'linked-signup',
  'forgot-password',
  'reset-password',
  'verify-email',
  'verify-email-expired',
  'account-link',
] as const;
export type AuthModalName = (typeof authModalNames)[number];

/** The lobby's modals (designed here: the catalogue's search modal for games and providers). */
export const lobbyModalNames = ['search'] as const;
export type LobbyModalName = (typeof lobbyModalNames)[number];

/** The rewards modals (the spec's rakeback calendar and promotions calendar). */
export const rewardsModalNames = ['rakeback', 'calendar'] as const;
export type RewardsModalName = (typeof rewardsModalNames)[number];

/** Every `?modal=` value of the specification. */
export const modalNames = [
  'login',
  'linked-signup',
  'verify-email-expired',
  'calendar',
  'rakeback',
  ...depositResultModalNames,
] as const;
export type ModalName = (typeof modalNames)[number];
