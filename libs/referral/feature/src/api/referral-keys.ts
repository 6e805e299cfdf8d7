/** Query keys of the referral domain, under its root (`['referral']`). */
export const referralKeys = {
  all: () => ['referral'] as const,
  state: () => ['referral', 'state'] as const,
};
