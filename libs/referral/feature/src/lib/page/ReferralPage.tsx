import { css } from '@emotion/react';
import type { ReferralStats } from '@casino/api-contract';
import {
  DescriptionList,
  Heading,
  Inline,
  Link,
  LoadError,
  Section,
  Skeleton,
  Stack,
  Text,
  themed,
} from '@casino/design-system';
import { useAppSettings } from '@casino/page';
import { loginModalUrl, useSession } from '@casino/session';
import { formatMoney, numberFormat, useTranslation } from '@casino/translate';
import { useLocation } from 'react-router';
import { useReferral } from '../../api/get-referral';
import { CopyField } from './CopyField';
import { ReferralReward } from './ReferralReward';
import { absoluteReferralLink, useSiteOrigin } from './referralLink';
import { ShareButton } from './ShareButton';

/**
 * /profile2/referral (refer-a-friend, issue #15): the player's referral link (absolute, on this site's origin) and code,
 * each with Copy, Share where the device has a share sheet, what the link brought (visits, registrations, revenue,
 * claimed) and the reward to claim. Only where the brand offers referral (`referralEnabled`).
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  // Outside the app (stories) there are no settings: the page shows itself.
  const offered = settings?.referralEnabled ?? true;
  return (
    <Stack gap="lg">
      <Heading level={1}>{t('page.referral.title')}</Heading>
      {offered ? (
        <>
          <Text>{t('referral.intro')}</Text>
          <ReferralContent />
        </>
      ) : (
        <Text data-testid="referral-not-offered">{t('referral.notOffered')}</Text>
      )}
    </Stack>
  );
}

function ReferralContent() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const query = useReferral();

  if (!signedIn) {
    // The server sends a guest to the login modal; a session that ends on the page lands here.
    return (
      <Text>
        <Link to={loginModalUrl(location)} appearance="primary" preventScrollReset>
          {t('referral.login')}
        </Link>
      </Text>
    );
  }
  if (query.isPending) return <Skeleton variant="rect" height="18rem" data-testid="referral-loading" />;
  if (query.isError && !query.data) {
    return (
      <LoadError
        data-testid="referral-error"
        message={t('referral.loadError')}
        retryLabel={t('common.retry')}
        retryingLabel={t('common.loading')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ReferralDetails stats={query.data} />;
}

/** A figure's tile: a small surface of its own in the grid of figures. */
const referralFigureTile = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.xxs};
    padding: ${th.space.sm} ${th.space.md};
    border-radius: ${th.radius.md};
    background: ${th.color.surface};
    border: 1px solid ${th.color.border};
  `,
);

function ReferralDetails({ stats }: { stats: ReferralStats }) {
  const { t, i18n } = useTranslation();
  const settings = useAppSettings();
  const link = absoluteReferralLink(stats.referralLink, useSiteOrigin());
  const count = numberFormat(i18n.language);
  const figures: Array<{ id: string; label: string; value: string }> = [
    { id: 'visits', label: t('referral.stats.visits'), value: count.format(stats.visits) },
    { id: 'registrations', label: t('referral.stats.registrations'), value: count.format(stats.registrations) },
    {
      id: 'revenue',
      label: t('referral.stats.revenue'),
      value: formatMoney(i18n.language, stats.revenue, stats.currencyCode),
    },
    {
      id: 'claimable',
      label: t('referral.stats.claimable'),
      value: formatMoney(i18n.language, stats.claimable, stats.currencyCode),
    },
    {
      id: 'claimed',
      label: t('referral.stats.claimed'),
      value: formatMoney(i18n.language, stats.claimed, stats.currencyCode),
    },
  ];

  return (
    <>
      <Section heading={t('referral.link.title')} headingId="referral-link-heading" gap="sm">
        <CopyField
          label={t('referral.link.label')}
          value={link}
          copyLabel={t('referral.link.copy')}
          failedMessage={t('referral.link.copyFailed')}
          testId="referral-link"
        />
        <CopyField
          label={t('referral.code.label')}
          value={stats.referralCode}
          copyLabel={t('referral.code.copy')}
          failedMessage={t('referral.code.copyFailed')}
          testId="referral-code"
        />
        <Inline gap="sm">
          <ShareButton
            url={link}
            title={t('referral.share.title', { brand: settings?.brandName ?? '' })}
            text={t('referral.share.text')}
          />
        </Inline>
      </Section>

      <Section heading={t('referral.stats.title')} headingId="referral-stats-heading" gap="sm">
        <DescriptionList data-testid="referral-stats">
          {figures.map((f) => (
            <div key={f.id} css={referralFigureTile}>
              <dt>{f.label}</dt>
              <Text as="dd" size="lg" weight="bold" numeric data-testid={`referral-${f.id}`}>
                {f.value}
              </Text>
            </div>
          ))}
        </DescriptionList>
      </Section>

      <ReferralReward stats={stats} />
    </>
  );
}
