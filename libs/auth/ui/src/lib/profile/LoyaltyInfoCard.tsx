import { css } from '@emotion/react';
import type { UserDetails } from '@casino/api-contract';
import { Card, Link, ProgressBar, Stack, Text, themed } from '@casino/design-system';
import { numberFormat, useTranslation } from '@casino/translate';
import { DetailRow } from './DetailRow';

export interface LoyaltyInfoCardProps {
  loyalty: UserDetails['userLoyaltyLevel'];
  vipClubHref: string;
}

/** The level across the card's two columns, points and xp side by side under it. */
const loyaltyList = themed(
  (th) => css`
    margin: 0;
    display: grid;
    gap: ${th.space.sm};
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > div:first-of-type {
      grid-column: 1 / -1;
    }
  `,
);

/** Loyalty info: the level, points, xp and how far the next level is, with the way to the VIP club. */
export function LoyaltyInfoCard({ loyalty, vipClubHref }: LoyaltyInfoCardProps) {
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
      <Stack gap="md">
        <dl css={loyaltyList}>
          <DetailRow label={t('rewards.loyalty.current')}>
            <Text as="span" size="lg" weight="bold" numeric data-testid="loyalty-level">
              {t('rewards.loyalty.levelTitle', { level: loyalty.level, name: loyalty.name })}
            </Text>
          </DetailRow>
          <DetailRow label={t('rewards.loyalty.points')} testId="loyalty-points">
            {number(loyalty.points)}
          </DetailRow>
          <DetailRow label={t('rewards.loyalty.xp')} testId="loyalty-xp">
            {number(loyalty.xp)}
          </DetailRow>
        </dl>
        {top ? (
          <Text tone="inherit" data-testid="loyalty-next">
            {t('rewards.loyalty.top')}
          </Text>
        ) : (
          <>
            <Text tone="inherit" data-testid="loyalty-next">
              {t('profile.overview.xpToNext', { xp: number(loyalty.nextLevelXp - loyalty.xp) })}
            </Text>
            <ProgressBar
              value={loyalty.xp}
              max={loyalty.nextLevelXp}
              label={t('rewards.loyalty.progressLabel')}
              valueText={t('profile.overview.xpOfNext', { xp: number(loyalty.xp), next: number(loyalty.nextLevelXp) })}
              data-testid="loyalty-progress"
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
