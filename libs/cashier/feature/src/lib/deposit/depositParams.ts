import { THREE_DS_MESSAGE_SOURCE, type DepositStatus, type UserDetails } from '@casino/api-contract';

/** The result modal of a deposit status (spec section 2: `?modal=deposit-<kind>`; the failures also carry `met`). */
export const DEPOSIT_STATUS_MODAL: Record<DepositStatus, string> = {
  success: 'deposit-success',
  failed: 'deposit-failed',
  declined: 'deposit-decline',
  cancelled: 'deposit-cancel',
  return: 'deposit-return',
  pending: 'deposit-pending',
};

/** Where the cashier's lists are asked for: the player's wallet currency and profile country. */
export function cashierAudience(details: UserDetails | undefined): { currencyCode?: string; countryCode?: string } {
  if (!details) return {};
  return {
    currencyCode: details.getUser.currencyCode,
    ...(details.getUser.countryCode ? { countryCode: details.getUser.countryCode } : {}),
  };
}

/** `?bonusId=` of the URL (the bonuses pages link deposits with the bonus chosen), or null. */
export function bonusIdOf(params: URLSearchParams): number | null {
  const raw = params.get('bonusId');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** `?depositId=` the provider's site adds when it sends the player back. */
export function returnedDepositIdOf(params: URLSearchParams): number | null {
  const raw = params.get('depositId');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

export type ThreeDsOutcome =
  { outcome: 'confirm' | 'fail'; PaReq: string; MD: string } | { outcome: 'cancel'; MD: string };

/** A message of the challenge page: from this origin, from our frame, with the dev issuer's source and fields. */
export function readThreeDsMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): ThreeDsOutcome | null {
  if (event.origin !== origin) return null;
  const data = event.data as { source?: unknown; outcome?: unknown; PaReq?: unknown; MD?: unknown } | null;
  if (!data || data.source !== THREE_DS_MESSAGE_SOURCE || typeof data.MD !== 'string') return null;
  if (data.outcome === 'cancel') return { outcome: 'cancel', MD: data.MD };
  if ((data.outcome === 'confirm' || data.outcome === 'fail') && typeof data.PaReq === 'string')
    return { outcome: data.outcome, PaReq: data.PaReq, MD: data.MD };
  return null;
}
