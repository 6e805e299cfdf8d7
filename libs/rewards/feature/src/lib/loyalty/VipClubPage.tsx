import { defaultSettings } from '@casino/api-contract';
import { Heading, Skeleton, Stack, Text } from '@casino/design-system';
import { useAppSettings, usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { LoyaltyLadder } from '@casino/rewards-ui';
import { useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useLoyaltyLevels } from '../../api/get-loyalty-levels';

/**
 * /vip-club, /vip and /profile2/vip-club: the loyalty levels with what each gives, grouped by the settings'
 * `loyaltyLevelGroupSteps`; a player also sees their level, points, xp and the way to the next level.
 */
export function VipClubPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  const settings = useAppSettings();
  const levels = useLoyaltyLevels();
  const loyalty = useSession((s) => (s.status === 'signedIn' ? s.details?.userLoyaltyLevel : undefined));
  const currencyCode = useSession((s) => s.wallet?.currencyCode) ?? 'EUR';
  return (
    <Stack gap="lg">
      <Heading level={1}>{t(`page.${page}.title`)}</Heading>
      <Text>{t('rewards.loyalty.intro')}</Text>
      {levels.isPending ? (
        <Skeleton variant="rect" height="20rem" />
      ) : levels.isError && !levels.data ? (
        <LoadFailure
          message={t('rewards.loyalty.loadError')}
          onRetry={() => void levels.refetch()}
          retrying={levels.isFetching}
        />
      ) : (
        <LoyaltyLadder
          levels={levels.data}
          groupSteps={settings?.loyaltyLevelGroupSteps ?? defaultSettings.loyaltyLevelGroupSteps}
          player={loyalty ? { level: loyalty.level, points: loyalty.points, xp: loyalty.xp } : undefined}
          currencyCode={currencyCode}
        />
      )}
    </Stack>
  );
}
