import { css, type Theme } from '@emotion/react';
import type { UserDetails } from '@casino/api-contract';
import { Badge, Card, Link, ProgressBar, themed, defineStyle } from '@casino/design-system';
import { readLastLogin, type LastLogin, type Wallet } from '@casino/session';
import { dateTimeFormat, formatMoney, numberFormat, useTranslation } from '@casino/translate';
import { useEffect, useState, type ReactNode } from 'react';

/** The label/value list of a card: a label above its value, values free to wrap (long emails, long names). */
const listStyles = themed((th: Theme) => css`
  margin: 0;
  display: grid;
  gap: ${th.space.sm};
  dt {
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  }
  dd {
    margin: 0;
    color: ${th.color.text};
    overflow-wrap: anywhere;
  }
`);

const figureStyles = themed((th: Theme) => css`
  font-size: ${th.typography.size.lg};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`);

/** A card body of several blocks (a list, a line, a bar), spaced alike. */
const stackStyles = themed((th: Theme) => css`
  display: grid;
  gap: ${th.space.md};
`);

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The player's name as the spec shows it: first and last name, else the nickname, else the email. */
export function playerName(user: UserDetails['getUser']): string {
  const full = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return full || user.nickname?.trim() || user.email;
}

/** A country's name in the page's language (the code where the browser has no name for it). */
function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function currencyName(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'currency' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** A calendar day (date of birth, joining day) as the same day wherever the page is rendered. */
const calendarDay = (iso: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

/** The previous login the login answer gave, kept in this browser: read after hydration (the server has no such record). */
function useLastLogin(): LastLogin | undefined {
  const [lastLogin, setLastLogin] = useState<LastLogin>();
  useEffect(() => setLastLogin(readLastLogin()), []);
  return lastLogin;
}

const profileInfoCardLabel = themed((th) => css`display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${th.space.xs};`);

/** Profile info: who the player is, how to reach them, and how far their identity is verified. */
export function ProfileInfoCard({ user }: { user: UserDetails['getUser'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const lastLogin = useLastLogin();
  const notSet = t('profile.overview.notSet');
  return (
    <Card as="section" title={t('profile.overview.detailsTitle')} titleAs="h2" data-testid="profile-info">
      <dl css={listStyles}>
        <Row label={t('profile.overview.name')} testId="profile-name">
          {playerName(user)}
        </Row>
        <Row label={t('auth.field.nickname')} testId="profile-nickname">
          {user.nickname || notSet}
        </Row>
        <Row label={t('auth.field.email')} testId="profile-email">
          <span css={profileInfoCardLabel}>
            <bdi>{user.email}</bdi>
            <Badge tone={user.isEmailVerified ? 'success' : 'warning'} data-testid="profile-email-status">
              {t(user.isEmailVerified ? 'profile.overview.emailVerified' : 'profile.overview.emailNotVerified')}
            </Badge>
          </span>
        </Row>
        <Row label={t('auth.field.phone')} testId="profile-phone">
          {user.phone ? <bdi>{[user.phoneCode, user.phone].filter(Boolean).join(' ')}</bdi> : notSet}
        </Row>
        <Row label={t('auth.field.country')} testId="profile-country">
          {user.countryCode ? regionName(user.countryCode, language) : notSet}
        </Row>
        <Row label={t('auth.field.currency')} testId="profile-currency">
          {currencyName(user.currencyCode, language)}
        </Row>
        <Row label={t('auth.field.dateOfBirth')} testId="profile-birth">
          {user.dateOfBirth ? calendarDay(user.dateOfBirth, language) : notSet}
        </Row>
        <Row label={t('profile.overview.memberSince')} testId="profile-member-since">
          <time dateTime={user.createdAt}>{calendarDay(user.createdAt, language)}</time>
        </Row>
        <Row label={t('profile.overview.identity')} testId="profile-kyc">
          {t(`account.kyc.overall.${user.kycStatus}`, { defaultValue: user.kycStatus })}
        </Row>
        {lastLogin && (
          <Row label={t('shell.account.lastLogin')} testId="profile-last-login">
            <time dateTime={lastLogin.created_at}>
              {dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(lastLogin.created_at))}
            </time>
          </Row>
        )}
      </dl>
    </Card>
  );
}

/** Wallet info: the live balance, real and bonus money, the bonus being played, and the way to the wallet and to deposit. */
export function WalletInfoCard({
  wallet,
  activeBonus,
  walletHref,
  depositHref,
}: {
  wallet: Pick<Wallet, 'cash' | 'nonCash' | 'total' | 'currencyCode'>;
  activeBonus: UserDetails['activeBonus'];
  walletHref: string;
  depositHref: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, wallet.currencyCode);
  return (
    <Card
      as="section"
      title={t('profile.overview.walletTitle')}
      titleAs="h2"
      data-testid="wallet-info"
      footer={
        <>
          <Link to={depositHref} appearance="primary" size="sm">
            {t('shell.header.deposit')}
          </Link>
          <Link to={walletHref} appearance="secondary" size="sm">
            {t('profile.overview.walletLink')}
          </Link>
        </>
      }
    >
      <dl css={listStyles}>
        <Row label={t('cashier.wallet.balance')}>
          <span css={figureStyles} data-testid="wallet-balance">
            {money(wallet.total)}
          </span>
        </Row>
        <Row label={t('cashier.wallet.realMoney')}>
          <span css={figureStyles} data-testid="wallet-real">
            {money(wallet.cash)}
          </span>
        </Row>
        <Row label={t('cashier.wallet.bonusBalance')}>
          <span css={figureStyles} data-testid="wallet-bonus">
            {money(wallet.nonCash)}
          </span>
        </Row>
        {activeBonus && (
          <Row label={t('profile.overview.activeBonus')} testId="wallet-active-bonus">
            {activeBonus.name}
          </Row>
        )}
      </dl>
    </Card>
  );
}

const loyaltyNextStyle = defineStyle(css`margin: 0;`);
const loyaltyNextStyle2 = defineStyle(css`margin: 0;`);

/** Loyalty info: the level, points, xp and how far the next level is, with the way to the VIP club. */
export function LoyaltyInfoCard({ loyalty, vipClubHref }: { loyalty: UserDetails['userLoyaltyLevel']; vipClubHref: string }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(n);
  const top = loyalty.nextLevelXp <= 0 || loyalty.xp >= loyalty.nextLevelXp;
  return (
    <Card
      as="section"
      title={t('profile.overview.loyaltyTitle')}
      titleAs="h2"
      data-testid="loyalty-info"
      footer={<Link to={vipClubHref}>{t('profile.overview.vipClubLink')}</Link>}
    >
      <div css={stackStyles}>
        <dl
          css={[
            listStyles,
            css`
              grid-template-columns: repeat(2, minmax(0, 1fr));
              & > div:first-of-type {
                grid-column: 1 / -1;
              }
            `,
          ]}
        >
          <Row label={t('rewards.loyalty.current')}>
            <span css={figureStyles} data-testid="loyalty-level">
              {t('rewards.loyalty.levelTitle', { level: loyalty.level, name: loyalty.name })}
            </span>
          </Row>
          <Row label={t('rewards.loyalty.points')} testId="loyalty-points">
            {number(loyalty.points)}
          </Row>
          <Row label={t('rewards.loyalty.xp')} testId="loyalty-xp">
            {number(loyalty.xp)}
          </Row>
        </dl>
        {top ? (
          <p css={loyaltyNextStyle} data-testid="loyalty-next">
            {t('rewards.loyalty.top')}
          </p>
        ) : (
          <>
            <p css={loyaltyNextStyle2} data-testid="loyalty-next">
              {t('profile.overview.xpToNext', { xp: number(loyalty.nextLevelXp - loyalty.xp) })}
            </p>
            <ProgressBar
              value={loyalty.xp}
              max={loyalty.nextLevelXp}
              label={t('rewards.loyalty.progressLabel')}
              valueText={t('profile.overview.xpOfNext', { xp: number(loyalty.xp), next: number(loyalty.nextLevelXp) })}
              data-testid="loyalty-progress"
            />
          </>
        )}
      </div>
    </Card>
  );
}

export interface SettingsLink {
  /** Translated name of the link. */
  label: string;
  /** Translated line under it: what the page is for. */
  description: string;
  href: string;
}

const profileSettingsCardList = themed((th) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${th.space.md};
`);
const profileSettingsCardItem = themed((th) => css`display: grid; gap: ${th.space.xxs};`);
const profileSettingsCardLabel = themed((th) => css`color: ${th.color.textMuted}; font-size: ${th.typography.size.sm};`);

/** The account settings the profile page leads to: each page's name with a line on what it is for. */
export function ProfileSettingsCard({ links }: { links: readonly SettingsLink[] }) {
  const { t } = useTranslation();
  return (
    <Card as="section" title={t('profile.overview.settingsTitle')} titleAs="h2" data-testid="profile-settings">
      <ul
        css={profileSettingsCardList}
      >
        {links.map((link) => (
          <li key={link.href} css={profileSettingsCardItem}>
            <Link to={link.href}>{link.label}</Link>
            <span css={profileSettingsCardLabel}>{link.description}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
