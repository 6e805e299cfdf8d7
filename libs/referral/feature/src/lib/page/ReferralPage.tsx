import { css } from '@emotion/react';
import type { ReferralStats } from '@casino/api-contract';
import { Link, LoadError, Skeleton, themed, defineStyle } from '@casino/design-system';
import { useAppSettings } from '@casino/page';
import { loginModalUrl, useSession } from '@casino/session';
import { formatMoney, numberFormat, useTranslation } from '@casino/translate';
import { useLocation } from 'react-router';
import { useReferral } from '../../api/get-referral';
import { CopyField } from './CopyField';
import { ReferralReward } from './ReferralReward';
import { absoluteReferralLink, useSiteOrigin } from './referralLink';
import { ShareButton } from './ShareButton';

const referralPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
  `,
);
const referralPageHeading = defineStyle(css`
  margin: 0;
`);
const referralPageText = defineStyle(css`
  margin: 0;
`);
const referralNotOfferedStyle = defineStyle(css`
  margin: 0;
`);

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
    <div css={referralPageBox}>
      <h1 css={referralPageHeading}>{t('page.referral.title')}</h1>
      {offered ? (
        <>
          <p css={referralPageText}>{t('referral.intro')}</p>
          <ReferralContent />
        </>
      ) : (
        <p data-testid="referral-not-offered" css={referralNotOfferedStyle}>
          {t('referral.notOffered')}
        </p>
      )}
    </div>
  );
}

const referralContentText = defineStyle(css`
  margin: 0;
`);

function ReferralContent() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const query = useReferral();

  if (!signedIn) {
    // The server sends a guest to the login modal; a session that ends on the page lands here.
    return (
      <p css={referralContentText}>
        <Link to={loginModalUrl(location)} appearance="primary" preventScrollReset>
          {t('referral.login')}
        </Link>
      </p>
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

const referralDetailsSection = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
    min-inline-size: 0;
  `,
);
const referralDetailsHeading = defineStyle(css`
  margin: 0;
`);
const referralDetailsBox = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${th.space.sm};
  `,
);
const referralDetailsSection2 = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
  `,
);
const referralDetailsHeading2 = defineStyle(css`
  margin: 0;
`);
const referralStatsStyle = themed(
  (th) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: ${th.space.sm};
    margin: 0;
  `,
);
const referralDetailsBox2 = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.xxs};
    padding: ${th.space.sm} ${th.space.md};
    border-radius: ${th.radius.md};
    background: ${th.color.surface};
    border: 1px solid ${th.color.border};
  `,
);
const referralDetailsTerm = themed(
  (th) => css`
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  `,
);
const referralDetailsValue = themed(
  (th) => css`
    margin: 0;
    font-size: ${th.typography.size.lg};
    font-weight: ${th.typography.weight.bold};
    font-variant-numeric: tabular-nums;
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
      <section aria-labelledby="referral-link-heading" css={referralDetailsSection}>
        <h2 id="referral-link-heading" css={referralDetailsHeading}>
          {t('referral.link.title')}
        </h2>
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
        <div css={referralDetailsBox}>
          <ShareButton
            url={link}
            title={t('referral.share.title', { brand: settings?.brandName ?? '' })}
            text={t('referral.share.text')}
          />
        </div>
      </section>

      <section aria-labelledby="referral-stats-heading" css={referralDetailsSection2}>
        <h2 id="referral-stats-heading" css={referralDetailsHeading2}>
          {t('referral.stats.title')}
        </h2>
        <dl data-testid="referral-stats" css={referralStatsStyle}>
          {figures.map((f) => (
            <div key={f.id} css={referralDetailsBox2}>
              <dt css={referralDetailsTerm}>{f.label}</dt>
              <dd data-testid={`referral-${f.id}`} css={referralDetailsValue}>
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <ReferralReward stats={stats} />
    </>
  );
}
