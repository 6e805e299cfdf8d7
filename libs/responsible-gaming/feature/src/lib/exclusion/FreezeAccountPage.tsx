import { css } from '@emotion/react';
import { marketRules } from '@casino/api-contract';
import { Card, defineStyle, Skeleton, themed } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import { useLimits } from '../../api/get-limits';
import { FreezeForm } from './FreezeForm';
import { SelfExclusionForm } from './SelfExclusionForm';

export { FREEZE_DAYS } from './freezeDays';

const pageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
    max-inline-size: 48rem;
  `,
);
const noMargin = defineStyle(css`
  margin: 0;
`);

/** /profile2/freeze-account: self-exclusion (or its status when one runs) and the account freeze (or its end). */
export function FreezeAccountPage() {
  const { t, i18n } = useTranslation();
  const page = usePageKey();
  const query = useLimits();
  const state = query.data;
  const when = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div css={pageBox}>
      <h1 css={noMargin}>{t(`page.${page}.title`)}</h1>
      {query.isPending && <Skeleton variant="rect" height="16rem" />}
      {query.isError && !state && (
        <LoadFailure message={t('rg.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {state && (
        <>
          <Card as="section" title={t('rg.exclusion.title')} titleAs="h2">
            {state.selfExclusion ? (
              <p role="status" css={noMargin} data-testid="rg-excluded">
                {state.selfExclusion.permanent
                  ? t('rg.exclusion.activePermanent')
                  : t('rg.exclusion.active', { date: when(state.selfExclusion.until ?? new Date().toISOString()) })}
                {state.selfExclusion.allBrands ? ` ${t('rg.exclusion.activeAllBrands')}` : ''}
              </p>
            ) : (
              <SelfExclusionForm askAllBrands={marketRules(state.market).askCrossBrandExclusion} />
            )}
          </Card>
          <Card as="section" title={t('rg.freeze.title')} titleAs="h2">
            {state.frozenUntil ? (
              <p role="status" css={noMargin} data-testid="rg-frozen">
                {t('rg.freeze.active', { date: when(state.frozenUntil) })}
              </p>
            ) : (
              <FreezeForm />
            )}
          </Card>
        </>
      )}
    </div>
  );
}
