import type { LoginData, UserDetails } from '@casino/api-contract';
import { Badge, Card, Inline, Stack } from '@casino/design-system';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import { DetailRow } from './DetailRow';
import { playerName } from './playerName';

/** What the card shows of the player (the user details' `getUser`). */
export type ProfileInfo = Pick<
  UserDetails['getUser'],
  | 'firstName'
  | 'lastName'
  | 'nickname'
  | 'email'
  | 'isEmailVerified'
  | 'phoneCode'
  | 'phone'
  | 'countryCode'
  | 'currencyCode'
  | 'dateOfBirth'
  | 'createdAt'
  | 'kycStatus'
>;

export interface ProfileInfoCardProps {
  user: ProfileInfo;
  /** The previous login, where this browser has a record of it (never on the server): its row is left out without. */
  lastLogin?: Pick<NonNullable<LoginData['lastLogin']>, 'created_at'>;
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
  dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );

/** Profile info: who the player is, how to reach them, and how far their identity is verified. */
export function ProfileInfoCard({ user, lastLogin }: ProfileInfoCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const notSet = t('profile.overview.notSet');
  return (
    <Card as="section" title={t('profile.overview.detailsTitle')} titleAs="h2" data-testid="profile-info">
      <Stack as="dl" gap="sm">
        <DetailRow label={t('profile.overview.name')} testId="profile-name">
          {playerName(user)}
        </DetailRow>
        <DetailRow label={t('auth.field.nickname')} testId="profile-nickname">
          {user.nickname || notSet}
        </DetailRow>
        <DetailRow label={t('auth.field.email')} testId="profile-email">
          <Inline as="span" gap="xs">
            <bdi>{user.email}</bdi>
            <Badge tone={user.isEmailVerified ? 'success' : 'warning'} data-testid="profile-email-status">
              {t(user.isEmailVerified ? 'profile.overview.emailVerified' : 'profile.overview.emailNotVerified')}
            </Badge>
          </Inline>
        </DetailRow>
        <DetailRow label={t('auth.field.phone')} testId="profile-phone">
          {user.phone ? <bdi>{[user.phoneCode, user.phone].filter(Boolean).join(' ')}</bdi> : notSet}
        </DetailRow>
        <DetailRow label={t('auth.field.country')} testId="profile-country">
          {user.countryCode ? regionName(user.countryCode, language) : notSet}
        </DetailRow>
        <DetailRow label={t('auth.field.currency')} testId="profile-currency">
          {currencyName(user.currencyCode, language)}
        </DetailRow>
        <DetailRow label={t('auth.field.dateOfBirth')} testId="profile-birth">
          {user.dateOfBirth ? calendarDay(user.dateOfBirth, language) : notSet}
        </DetailRow>
        <DetailRow label={t('profile.overview.memberSince')} testId="profile-member-since">
          <time dateTime={user.createdAt}>{calendarDay(user.createdAt, language)}</time>
        </DetailRow>
        <DetailRow label={t('profile.overview.identity')} testId="profile-kyc">
          {t(`account.kyc.overall.${user.kycStatus}`, { defaultValue: user.kycStatus })}
        </DetailRow>
        {lastLogin && (
          <DetailRow label={t('shell.account.lastLogin')} testId="profile-last-login">
            <time dateTime={lastLogin.created_at}>
              {dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(lastLogin.created_at),
              )}
            </time>
          </DetailRow>
        )}
      </Stack>
    </Card>
  );
}
