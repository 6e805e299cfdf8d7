import { css } from '@emotion/react';
import { PAGE_SIZE } from '@casino/api-contract';
import { CardGrid, Heading, Inline, Link, Skeleton, Stack, defineStyle } from '@casino/design-system';
import { LoadFailure, RestrictedAccountNotice } from '@casino/page-ui';
import { BonusCard } from '@casino/rewards-ui';
import { useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useSearchParams } from 'react-router';
import { usePromotions } from '../../api/get-all-bonus';
import { useAccountRestriction } from '@casino/session';
import { BonusAction } from './BonusAction';
import { promotionsPageOf, searchWithPage } from './promotionsPage';

export interface PromotionsListProps {
  /** Deposit bonuses only (true), only those without a deposit (false: /freemoney), or every kind. */
  isDeposit?: boolean;
  /** The list's heading, translated. */
  heading: string;
}

/** The card fills its cell, so the cards of a row are as tall as each other. */
const promotionsListItem = defineStyle(css`
  display: grid;
`);

/**
 * The promotions (get-all-bonus, 24 a page): cards with their terms and the activation flow, the page in the URL
 * (`?page=`, server-rendered, Back works), an empty state and a translated error with a retry. A self-excluded or
 * frozen player reads once, above the cards, why their Activate buttons are disabled.
 */
export function PromotionsList({ isDeposit, heading }: PromotionsListProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const page = promotionsPageOf(search);
  const player = useSession((s) => (s.status === 'signedIn' ? s.details?.getUser : undefined));
  const query = usePromotions({
    page,
    language: i18n.language,
    isDeposit,
    country: player?.countryCode ?? undefined,
    currency: player?.currencyCode,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.count / PAGE_SIZE)) : 1;
  const restriction = useAccountRestriction();
  return (
    <Stack as="section" gap="md" aria-labelledby="promotions-heading" aria-busy={query.isFetching}>
      <Heading level={2} id="promotions-heading">
        {heading}
      </Heading>
      {restriction && <RestrictedAccountNotice restriction={restriction} />}
      {query.isPending ? (
        <CardGrid min="xl">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rect" height="22rem" />
          ))}
        </CardGrid>
      ) : query.isError && !query.data ? (
        <LoadFailure
          message={t('rewards.promotions.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.rows.length === 0 ? (
        <p data-testid="promotions-empty">
          {page > 1 ? t('rewards.promotions.pastEnd') : t('rewards.promotions.empty')}
        </p>
      ) : (
        <CardGrid as="ul" min="xl" data-testid="promotions-list">
          {query.data.rows.map((bonus, index) => (
            <li key={bonus.id} css={promotionsListItem}>
              <BonusCard bonus={bonus} eager={index < 3} action={<BonusAction bonus={bonus} />} />
            </li>
          ))}
        </CardGrid>
      )}
      {pages > 1 && (
        <Inline as="nav" gap="md" justify="center" wrap={false} aria-label={t('rewards.promotions.pagination')}>
          {page > 1 && (
            <Link
              to={{ search: searchWithPage(search, page - 1) }}
              appearance="secondary"
              size="sm"
              rel="prev"
              data-testid="promotions-prev"
            >
              {t('rewards.promotions.previous')}
            </Link>
          )}
          <span aria-current="page">{t('rewards.promotions.pageOf', { page, pages })}</span>
          {page < pages && (
            <Link
              to={{ search: searchWithPage(search, page + 1) }}
              appearance="secondary"
              size="sm"
              rel="next"
              data-testid="promotions-next"
            >
              {t('rewards.promotions.next')}
            </Link>
          )}
        </Inline>
      )}
    </Stack>
  );
}
