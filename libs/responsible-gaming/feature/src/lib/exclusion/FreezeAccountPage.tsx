import { css } from '@emotion/react';
import { marketRules } from '@casino/api-contract';
import { Card, defineStyle, Heading, Skeleton, Stack, Text } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import { useLimits } from '../../api/get-limits';
import { FreezeForm } from './FreezeForm';
import { SelfExclusionForm } from './SelfExclusionForm';

export { FREEZE_DAYS } from './freezeDays';

const pageWidth = defineStyle(css`
  max-inline-size: 48rem;
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
    <Stack gap="lg" css={pageWidth}>
      <Heading level={1}>{t(`page.${page}.title`)}</Heading>
      {query.isPending && <Skeleton variant="rect" height="16rem" />}
      {query.isError && !state && (
        <LoadFailure message={t('rg.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {state && (
        <>
          <Card as="section" title={t('rg.exclusion.title')} titleAs="h2">
            {state.selfExclusion ? (
              <Text role="status" tone="inherit" data-testid="rg-excluded">
                {state.selfExclusion.permanent
                  ? t('rg.exclusion.activePermanent')
                  : t('rg.exclusion.active', { date: when(state.selfExclusion.until ?? new Date().toISOString()) })}
                {state.selfExclusion.allBrands ? ` ${t('rg.exclusion.activeAllBrands')}` : ''}
              </Text>
            ) : (
              <SelfExclusionForm askAllBrands={marketRules(state.market).askCrossBrandExclusion} />
            )}
          </Card>
          <Card as="section" title={t('rg.freeze.title')} titleAs="h2">
            {state.frozenUntil ? (
              <Text role="status" tone="inherit" data-testid="rg-frozen">
                {t('rg.freeze.active', { date: when(state.frozenUntil) })}
              </Text>
            ) : (
              <FreezeForm />
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
