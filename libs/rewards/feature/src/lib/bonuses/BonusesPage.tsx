import { css } from '@emotion/react';
import { Link, Skeleton, themed, defineStyle } from '@casino/design-system';
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

const couponOrLoginSection = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
    justify-items: start;
  `,
);
const couponOrLoginHeading = defineStyle(css`
  margin: 0;
`);
const couponOrLoginText = defineStyle(css`
  margin: 0;
`);

/** The coupon entry, or for a guest the way to log in first. */
function CouponOrLogin() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  // On the first download (a few KiB): a coupon typed and applied at once, before a lazy chunk arrived, lost its click.
  if (signedIn) return <CouponForm />;
  return (
    <section css={couponOrLoginSection}>
      <h2 css={couponOrLoginHeading}>{t('rewards.coupon.title')}</h2>
      <p css={couponOrLoginText}>{t('rewards.coupon.guest')}</p>
      <Link to={loginModalUrl(location)} preventScrollReset appearance="primary" size="sm" data-testid="coupon-login">
        {t('rewards.bonus.loginToActivate')}
      </Link>
    </section>
  );
}

const bonusesPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.xl};
  `,
);
const bonusesPageHeader = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${th.space.md};
  `,
);
const bonusesPageHeading = defineStyle(css`
  margin: 0;
`);

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
    <div css={bonusesPageBox}>
      <header css={bonusesPageHeader}>
        <h1 css={bonusesPageHeading}>{t(`page.${page}.title`)}</h1>
        <Link to={pagePath('bonusTerms')}>{t('rewards.bonus.terms.link')}</Link>
      </header>
      {signedIn && (
        <Suspense fallback={<Skeleton variant="rect" height="14rem" />}>
          <MyBonuses />
        </Suspense>
      )}
      <CouponOrLogin />
      <PromotionsList heading={t('rewards.promotions.title')} />
    </div>
  );
}

const freeMoneyPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.xl};
  `,
);
const freeMoneyPageHeading = defineStyle(css`
  margin: 0;
`);
const freeMoneyPageText = defineStyle(css`
  margin: 0;
`);

/** /freemoney: what can be had without a deposit (coupons, no-deposit and free-spins promotions). */
export function FreeMoneyPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  return (
    <div css={freeMoneyPageBox}>
      <h1 css={freeMoneyPageHeading}>{t(`page.${page}.title`)}</h1>
      <p css={freeMoneyPageText}>{t('rewards.freemoney.intro')}</p>
      <CouponOrLogin />
      <PromotionsList heading={t('rewards.freemoney.listTitle')} isDeposit={false} />
    </div>
  );
}

const myBonusesPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.xl};
  `,
);
const myBonusesPageHeading = defineStyle(css`
  margin: 0;
`);

/** /profile2/my-bonuses: the player's bonuses and the coupon entry (a player-only page). */
export function MyBonusesPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  return (
    <div css={myBonusesPageBox}>
      <h1 css={myBonusesPageHeading}>{t(`page.${page}.title`)}</h1>
      <Suspense fallback={<Skeleton variant="rect" height="14rem" />}>
        <MyBonuses />
      </Suspense>
      {/* Outside the list's boundary: that boundary hydrates with the list's chunk, and a click on Apply before it is lost. */}
      <CouponForm />
    </div>
  );
}
