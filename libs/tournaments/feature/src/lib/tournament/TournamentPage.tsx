import { isApiError } from '@casino/api-client';
import { Heading, Link, Notice, Section, Skeleton, Stack, Text } from '@casino/design-system';
import { LoadFailure } from '@casino/page-ui';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { TournamentBadges } from '../shared/TournamentBadges';
import { TournamentTiming } from '../shared/TournamentTiming';
import { JoinTournament } from './JoinTournament';
import { Leaderboard } from './Leaderboard';
import { PlayerStatsDialog } from './PlayerStatsDialog';
import { TournamentPrizes } from './TournamentPrizes';
import { useTournamentPage } from './useTournamentPage';

export interface TournamentPageProps {
  tournamentId: number;
  /** Follow the socket's `leaderboard` event (off in stories). @default true */
  live?: boolean;
}

/**
 * A tournament's page: its name, status and countdown, joining, the prize pool and prizes by position, how its ranking
 * metric counts, and its leaderboard (server-rendered, live over the socket) with the player's own row and each
 * player's public statistics a press away.
 */
export function TournamentPage({ tournamentId, live = true }: TournamentPageProps) {
  const { t } = useTranslation();
  const pagePath = usePagePath();
  const { query, tournament, chosen, statsOpen, onElapsed, onPlayer, closeStats } = useTournamentPage(
    tournamentId,
    live,
  );
  const data = query.data;
  const back = (
    <Link to={pagePath('tournaments')} data-testid="tournaments-back">
      {t('tournaments.backToList')}
    </Link>
  );

  if (!data || !tournament) {
    const missing = isApiError(query.error) && query.error.code === 'NOT_FOUND';
    return (
      <Stack gap="lg">
        {back}
        {query.isPending && <Skeleton variant="rect" height="20rem" />}
        {query.isError && (
          <Stack gap="sm" align="start">
            <Heading level={1}>{t('page.tournament.title')}</Heading>
            {missing ? (
              <Notice tone="danger">{t('tournaments.page.notFound')}</Notice>
            ) : (
              <LoadFailure
                message={t('tournaments.page.loadError')}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            )}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xl" data-testid="tournament-page" data-status={tournament.status}>
      <Stack gap="sm" align="start">
        {back}
        <Heading level={1}>{tournament.name}</Heading>
        <TournamentBadges tournament={tournament} showStatus />
        <TournamentTiming tournament={tournament} now={query.dataUpdatedAt} onElapsed={onElapsed} />
        <Text tone="muted" data-testid="tournament-participants">
          {t('tournaments.participants', { count: tournament.participants })}
        </Text>
        <JoinTournament tournament={tournament} />
      </Stack>

      <Section heading={t('tournaments.prizes.title')} gap="sm" data-testid="tournament-prizes-section">
        <TournamentPrizes tournament={tournament} />
      </Section>

      <Section heading={t('tournaments.metric.title')} gap="sm" data-testid="tournament-metric">
        <Text data-metric={tournament.rankingMetric}>
          {t(`tournaments.metric.${tournament.rankingMetric}.explained`)}
        </Text>
      </Section>

      <Section heading={t('tournaments.leaderboard.title')} gap="sm" data-testid="tournament-leaderboard">
        <Leaderboard
          tournament={tournament}
          rows={data.rows}
          me={data.me}
          busy={query.isFetching && !query.isPending}
          onPlayer={onPlayer}
        />
      </Section>

      <PlayerStatsDialog open={statsOpen} player={chosen} currencyCode={tournament.currencyCode} onClose={closeStats} />
    </Stack>
  );
}
