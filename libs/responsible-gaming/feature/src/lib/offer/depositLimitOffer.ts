import { marketRules, type Limit } from '@casino/api-contract';

/**
 * What this browser remembers of the offer for one player: `offered` once it was shown (at registration or a first
 * sign-in), `declinedAtDeposit` once the player turned it down on the deposit page (it never comes back then).
 */
export type OfferMark = 'offered' | 'declinedAtDeposit';

export const offerStorageKey = (userId: number) => `casino.depositLimitOffer.${userId}`;

export function readOfferMark(userId: number): OfferMark | null {
  try {
    const value = localStorage.getItem(offerStorageKey(userId));
    return value === 'offered' || value === 'declinedAtDeposit' ? value : null;
  } catch {
    return null;
  }
}

export function writeOfferMark(userId: number, mark: OfferMark): void {
  try {
    localStorage.setItem(offerStorageKey(userId), mark);
  } catch {
    // storage refused: the component keeps the mark for this page's life, a reload may offer it once more
  }
}

export interface PlayerFacts {
  /** The market the backend applies to the player. */
  market: string;
  depositCount: number;
  limits: readonly Pick<Limit, 'type'>[];
}

export interface OfferFacts extends PlayerFacts {
  mark: OfferMark | null;
  onDepositPage: boolean;
}

/** A player the offer is for: the market offers it, no deposit yet, no deposit limit of any period. */
export function depositLimitOfferEligible({ market, depositCount, limits }: PlayerFacts): boolean {
  return (
    marketRules(market).offerDepositLimitAtStart &&
    depositCount === 0 &&
    !limits.some((limit) => limit.type === 'deposit')
  );
}

/**
 * Whether the deposit-limit offer is due (UK, SE, ON, FR: `offerDepositLimitAtStart`): a player of such a market with no
 * deposit and no deposit limit of any period, who was never offered it in this browser ("at registration"), or who is
 * on the deposit page and has not declined it there before ("at the first deposit").
 */
export function depositLimitOfferDue({ mark, onDepositPage, ...player }: OfferFacts): boolean {
  if (!depositLimitOfferEligible(player)) return false;
  if (mark === null) return true;
  return onDepositPage && mark !== 'declinedAtDeposit';
}
