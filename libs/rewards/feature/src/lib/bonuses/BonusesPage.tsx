import { Heading, Inline, Link, Skeleton, Stack, Text } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { loginModalUrl, useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CouponForm } from './CouponForm';
import { PromotionsList } from './PromotionsList';

// A player's bonuses load in a chunk of their own: a guest's page (and its first download) carries the promotions only.
// The server still renders them into the HTML; they hydrate when their chunk arrives (a click before then is lost).
const MyBonuses = lazy(() => import('./MyBonuses').then((m) => ({ default: m.MyBonuses })));

/** The coupon entry, or for a guest the way to log in first. */
function CouponOrLogin() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  // On the first download (a few KiB): a coupon typed and applied at once, before a lazy chunk arrived, lost its click.
  if (signedIn) return <CouponForm />;
  return (
    <Stack as="section" gap="sm" align="start">
      <Heading level={2}>{t('rewards.coupon.title')}</Heading>
      <Text>{t('rewards.coupon.guest')}</Text>
      <Link to={loginModalUrl(location)} preventScrollReset appearance="primary" size="sm" data-testid="coupon-login">
        {t('rewards.bonus.loginToActivate')}
      </Link>
    </Stack>
  );
}

/**
 * /bonuses: a player's own bonuses (active, last, others with wagering in plain words), the coupon entry and every
 * promotion with its activation; a guest sees the promotions and is asked to log in to use them.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  const pagePath = usePagePath();
  const signedIn = useSession((s) => s.status === 'signedIn');
  return (
    <Stack gap="xl">
      <Inline as="header" gap="md" justify="between">
        <Heading level={1}>{t(`page.${page}.title`)}</Heading>
        <Link to={pagePath('bonusTerms')}>{t('rewards.bonus.terms.link')}</Link>
      </Inline>
      {signedIn && (
        <Suspense fallback={<Skeleton variant="rect" height="14rem" />}>
          <MyBonuses />
        </Suspense>
      )}
      <CouponOrLogin />
      <PromotionsList heading={t('rewards.promotions.title')} />
    </Stack>
  );
}

/** /freemoney: what can be had without a deposit (coupons, no-deposit and free-spins promotions). */
export function FreeMoneyPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  return (
    <Stack gap="xl">
      <Heading level={1}>{t(`page.${page}.title`)}</Heading>
      <Text>{t('rewards.freemoney.intro')}</Text>
      <CouponOrLogin />
      <PromotionsList heading={t('rewards.freemoney.listTitle')} isDeposit={false} />
    </Stack>
  );
}

/** /profile2/my-bonuses: the player's bonuses and the coupon entry (a player-only page). */
export function MyBonusesPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  return (
    <Stack gap="xl">
      <Heading level={1}>{t(`page.${page}.title`)}</Heading>
      <Suspense fallback={<Skeleton variant="rect" height="14rem" />}>
        <MyBonuses />
      </Suspense>
      {/* Outside the list's boundary: that boundary hydrates with the list's chunk, and a click on Apply before it is lost. */}
      <CouponForm />
    </Stack>
  );
}
