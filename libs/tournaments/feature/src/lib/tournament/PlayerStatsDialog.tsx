import { DescriptionList, Dialog, SkeletonText, Text } from '@casino/design-system';
import { LoadFailure } from '@casino/page-ui';
import { formatDateUtc, useTranslation } from '@casino/translate';
import { usePlayerStats } from '../../api/get-player-stats';
import { formatMoney, formatNumber } from '../shared/format';

export interface PlayerStatsDialogProps {
  open: boolean;
  /** The player whose statistics are shown (their name as the leaderboard gave it), kept while the dialog closes. */
  player: { userId: number; nickname: string } | null;
  /** The tournament's currency, for the totals. */
  currencyCode: string;
  onClose: () => void;
}

/**
 * A player's public statistics (catalogue section 2: races, joined date, totals), read when the dialog opens. A player
 * in ghost mode is anonymous here too: the backend answers the anonymous label.
 */
export function PlayerStatsDialog({ open, player, currencyCode, onClose }: PlayerStatsDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const stats = usePlayerStats(player?.userId ?? 0, { enabled: open && player !== null });
  const data = player ? stats.data : undefined;
  const name = data?.nickname ?? player?.nickname ?? '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('tournaments.stats.title', { name })}
      closeLabel={t('common.close')}
      size="sm"
    >
      <div data-testid="player-stats">
        {player && stats.isPending && <SkeletonText lines={4} />}
        {player && stats.isError && (
          <LoadFailure
            message={t('tournaments.stats.loadError')}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        )}
        {data && (
          <DescriptionList layout="inline" detailWeight="regular">
            <dt>{t('tournaments.stats.races')}</dt>
            <Text as="dd" tone="inherit" numeric data-testid="player-stats-races">
              {formatNumber(locale, data.races)}
            </Text>
            <dt>{t('tournaments.stats.joined')}</dt>
            <Text as="dd" tone="inherit" numeric>
              <time dateTime={data.joinedAt}>{formatDateUtc(locale, data.joinedAt)}</time>
            </Text>
            <dt>{t('tournaments.stats.totalWagered')}</dt>
            <Text as="dd" tone="inherit" numeric>
              {formatMoney(locale, data.totalWagered, currencyCode)}
            </Text>
            <dt>{t('tournaments.stats.gamesPlayed')}</dt>
            <Text as="dd" tone="inherit" numeric>
              {formatNumber(locale, data.gamesPlayed)}
            </Text>
            <dt>{t('tournaments.stats.totalPrizes')}</dt>
            <Text as="dd" tone="inherit" numeric>
              {formatMoney(locale, data.totalPrizes, currencyCode)}
            </Text>
            <dt>{t('tournaments.stats.bestPosition')}</dt>
            <Text as="dd" tone="inherit" numeric>
              {data.bestPosition === null ? t('tournaments.stats.noPosition') : formatNumber(locale, data.bestPosition)}
            </Text>
          </DescriptionList>
        )}
      </div>
    </Dialog>
  );
}
