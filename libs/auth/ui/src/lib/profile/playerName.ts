import type { UserDetails } from '@casino/api-contract';

/** The player's name as the spec shows it: first and last name, else the nickname, else the email. */
export function playerName(
  user: Pick<UserDetails['getUser'], 'firstName' | 'lastName' | 'nickname' | 'email'>,
): string {
  const full = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return full || user.nickname?.trim() || user.email;
}
