import { joinTournament } from '@casino/api-contract';
import { isApiError } from '@casino/api-client';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The refusals of `joinTournament` (its contract's `errors`), each with a sentence of its own. */
export const JOIN_REFUSAL_CODES: readonly string[] = joinTournament.errors;

/**
 * The player's sentence for a join that failed: the contract's refusals (ended, already joined, self-excluded, frozen,
 * gone), a timeout or a lost connection in the API's words, else the generic one.
 */
export function joinRefusal(t: T, error: unknown, name: string): { code: string; message: string } {
  if (!isApiError(error)) return { code: 'generic', message: t('tournaments.join.error.generic') };
  if (JOIN_REFUSAL_CODES.includes(error.code))
    return { code: error.code, message: t(`tournaments.join.error.${error.code}`, { name }) };
  return {
    code: error.code,
    message: t(`api.error.${error.code}`, { defaultValue: t('tournaments.join.error.generic') }),
  };
}
