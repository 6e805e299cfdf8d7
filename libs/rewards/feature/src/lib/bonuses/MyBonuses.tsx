import { css } from '@emotion/react';
import type { UserBonus } from '@casino/api-contract';
import { Button, CardGrid, Heading, Link, Skeleton, Stack, defineStyle } from '@casino/design-system';
import { LoadFailure } from '@casino/page-ui';
import { UserBonusCard } from '@casino/rewards-ui';
import { useSession, useOnce } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useCancelBonus } from '../../api/cancel-bonus';
import { useUserBonuses } from '../../api/get-user-bonus';
import { activationMessage } from './activationError';
import { useBonusDestination } from './BonusAction';
import { groupUserBonuses } from './groupUserBonuses';

// The confirmation's code (and the dialog's) loads when the player asks to cancel, not with the page.
const CancelBonusDialog = lazy(() => import('./CancelBonusDialog'));

/** The card fills its cell, so the cards of a row are as tall as each other. */
const myBonusesItem = defineStyle(css`
  display: grid;
`);

/**
 * The player's bonuses: the active ones with their wagering in plain words, play or deposit, and cancel (after a
 * confirmation that says the bonus money goes); then the last one that ended and the others.
 */
export function MyBonuses({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation();
  const level = headingLevel === 'h2' ? 2 : 3;
  const currencyCode = useSession((s) => s.wallet?.currencyCode ?? s.details?.getUser.currencyCode) ?? 'EUR';
  const query = useUserBonuses();
  const cancel = useCancelBonus();
  const once = useOnce();
  const destination = useBonusDestination();
  const [cancelling, setCancelling] = useState<UserBonus | null>(null);
  const [cancelError, setCancelError] = useState<string>();
  const groups = useMemo(() => groupUserBonuses(query.data?.rows ?? []), [query.data]);

  if (query.isPending) return <Skeleton variant="rect" height="14rem" />;
  if (query.isError && !query.data) {
    return (
      <LoadFailure
        message={t('rewards.myBonuses.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const onConfirmCancel = () => {
    if (!cancelling) return;
    void once(() =>
      cancel.mutateAsync(cancelling.id).then(
        () => setCancelling(null),
        (error: unknown) => setCancelError(activationMessage(t, error, { locale: i18n.language })),
      ),
    );
  };

  const card = (bonus: UserBonus) => (
    <li key={bonus.id} css={myBonusesItem}>
      <UserBonusCard
        bonus={bonus}
        currencyCode={currencyCode}
        actions={
          bonus.status === 'active' || bonus.status === 'claimed' ? (
            <>
              <Link
                to={destination({ id: bonus.bonusId, type: bonus.status === 'claimed' ? 'deposit' : bonus.type })}
                appearance="primary"
                size="sm"
                data-testid={bonus.status === 'claimed' ? 'user-bonus-deposit' : 'user-bonus-play'}
              >
                {bonus.status === 'claimed' ? t('rewards.bonus.deposit') : t('rewards.bonus.play')}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setCancelError(undefined);
                  setCancelling(bonus);
                }}
                data-testid="cancel-bonus"
              >
                {t('rewards.cancel.open')}
              </Button>
            </>
          ) : undefined
        }
      />
    </li>
  );
  const list = (bonuses: UserBonus[], testId: string) => (
    <CardGrid as="ul" min="xl" data-testid={testId}>
      {bonuses.map(card)}
    </CardGrid>
  );

  const group = (id: string, title: string, content: ReactNode) => (
    <Stack as="section" gap="sm" aria-labelledby={id}>
      <Heading level={level} id={id}>
        {title}
      </Heading>
      {content}
    </Stack>
  );

  return (
    <Stack gap="lg">
      {group(
        'my-bonuses-active',
        t('rewards.myBonuses.active'),
        groups.active.length > 0 ? (
          list(groups.active, 'my-bonuses-active')
        ) : (
          <p data-testid="my-bonuses-none">{t('rewards.myBonuses.noneActive')}</p>
        ),
      )}
      {groups.last && group('my-bonuses-last', t('rewards.myBonuses.last'), list([groups.last], 'my-bonuses-last'))}
      {groups.others.length > 0 &&
        group('my-bonuses-others', t('rewards.myBonuses.others'), list(groups.others, 'my-bonuses-others'))}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelBonusDialog
            bonus={cancelling}
            currencyCode={currencyCode}
            pending={cancel.isPending}
            error={cancelError}
            onConfirm={onConfirmCancel}
            onClose={() => setCancelling(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
