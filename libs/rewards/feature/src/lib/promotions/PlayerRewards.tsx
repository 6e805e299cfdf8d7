import { NewRewardsBox, rakebackDayViews, type NewReward } from '@casino/rewards-ui';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { formatMoney, useTranslation } from '@casino/translate';
import { useMemo } from 'react';
import { useCashback } from '../../api/get-cashback';
import { useRakebackDays } from '../../api/get-rakeback-days';
import { useCalendarBonuses } from '../../api/get-all-bonus';
import { bonusRunsOn } from './bonusRunsOn';
import { useRewardCalendarOptOut } from '../calendar/calendarOptOut';
import { useToday } from '../calendar/useToday';

/**
 * The new-rewards box of a signed-in player: today's or yesterday's rakeback, cashback to claim, bonuses never used
 * that run today. Its figures follow the same queries as the pages, so a claim anywhere updates the count.
 */
export function PlayerRewards() {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  const today = useToday();
  const days = useRakebackDays();
  const cashback = useCashback();
  const bonuses = useCalendarBonuses(i18n.language);
  const activeBonus = useSession((s) => (s.status === 'signedIn' ? s.details?.activeBonus : null));
  const walletCurrency = useSession((s) => s.wallet?.currencyCode ?? 'EUR');
  const optedOut = useRewardCalendarOptOut();
  const rewards = useMemo(() => {
    const list: NewReward[] = [];
    const currency = days.data?.currencyCode ?? cashback.data?.currencyCode ?? 'EUR';
    for (const day of optedOut ? [] : rakebackDayViews(days.data?.days ?? [], { today, signedIn: true })) {
      if (day.state === 'claimable') {
        list.push({
          id: `rakeback-${day.date}`,
          label: t('rewards.box.rakeback', { amount: formatMoney(i18n.language, day.amount, currency) }),
          href: '?modal=rakeback',
        });
      }
    }
    if (cashback.data && cashback.data.available > 0) {
      list.push({
        id: 'cashback',
        label: t('rewards.box.cashback', {
          amount: formatMoney(i18n.language, cashback.data.available, cashback.data.currencyCode),
        }),
        href: pagePath('cashback'),
      });
    }
    const fresh = (bonuses.data ?? []).filter((bonus) => bonus.userStatus === null && bonusRunsOn(bonus, today));
    if (fresh.length > 0)
      list.push({ id: 'bonuses', label: t('rewards.box.bonuses', { count: fresh.length }), href: pagePath('bonuses') });
    return list;
  }, [days.data, cashback.data, bonuses.data, today, t, i18n.language, pagePath, optedOut]);
  // The running bonus's wagering, in the box as well as beside the balance (phones have no room for the latter).
  const note = activeBonus
    ? {
        id: 'active-bonus',
        label: t('rewards.activeBonus.label', {
          name: activeBonus.name,
          left: formatMoney(i18n.language, activeBonus.wagerLeft, walletCurrency),
        }),
        href: pagePath('myBonuses'),
      }
    : undefined;
  return <NewRewardsBox rewards={rewards} note={note} />;
}
