import type { Tournament } from '@casino/api-contract';
import { formatMoney as formatAmount, numberFormat } from '@casino/translate';

/**
 * An amount in the page's language and the tournament's currency: whole prizes without cents (`€1,000`), other
 * amounts with them (`€1,250.50`).
 */
export function formatMoney(
  locale: string,
  amount: number,
  currency: string,
  { whole = false }: { whole?: boolean } = {},
): string {
  return formatAmount(locale, amount, currency, { fractionDigits: whole && Number.isInteger(amount) ? 0 : 2 });
}

export function formatNumber(locale: string, value: number, maximumFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** A leaderboard score as its ranking metric counts it: an amount, a multiplier (`×12.5`) or points. */
export function formatScore(
  t: T,
  locale: string,
  score: number,
  tournament: Pick<Tournament, 'rankingMetric' | 'currencyCode'>,
): string {
  if (tournament.rankingMetric === 'wagered') return formatMoney(locale, score, tournament.currencyCode);
  if (tournament.rankingMetric === 'multiplier')
    return t('tournaments.score.multiplierValue', { value: formatNumber(locale, score, 2) });
  return t('tournaments.score.pointsValue', { value: formatNumber(locale, score, 2) });
}
