// Route module of /promotions: the rakeback strip (a player's days or a guest's sample) and the promotions, in the
// server HTML, with the promotions list (its `?page=` too).
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import { promotionsQueryOptions } from '../api/get-all-bonus';
import { rakebackDaysQueryOptions } from '../api/get-rakeback-days';
import { PromotionsList } from '../lib/bonuses/PromotionsList';
import { countryCheck, promotionsPageOf } from '../lib/bonuses/promotionsPage';
import { PromotionsPage } from '../lib/promotions/PromotionsPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player, url, lng }) => [
    queryClient.prefetchQuery(
      promotionsQueryOptions(api, { page: promotionsPageOf(url.searchParams), language: lng, ...countryCheck(player) }),
    ),
    ...(player.kind === 'player'
      ? [queryClient.prefetchQuery(rakebackDaysQueryOptions(api, player.details.getUser.userId))]
      : []),
  ],
});
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function PromotionsRoute() {
  const { t } = useTranslation();
  return (
    <PageQueries>
      <PromotionsPage>
        <PromotionsList heading={t('rewards.promotions.title')} />
      </PromotionsPage>
    </PageQueries>
  );
}
