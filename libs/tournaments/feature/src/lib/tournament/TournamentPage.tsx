import { css } from '@emotion/react';
import type { LeaderboardRow, Tournament } from '@casino/api-contract';
import { isApiError } from '@casino/api-client';
import { Heading, Link, Notice, Section, Skeleton, Stack, Text, themed } from '@casino/design-system';
import { LoadFailure } from '@casino/page-ui';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { LEADERBOARD_LIMIT, useLeaderboard } from '../../api/get-leaderboard';
import { tournamentsKeys } from '../../api/tournaments-keys';
import { formatMoney } from '../shared/format';
import { TournamentBadges } from '../shared/TournamentBadges';
import { TournamentTiming } from '../shared/TournamentTiming';
import { JoinTournament } from './JoinTournament';
import { Leaderboard } from './Leaderboard';
import { PlayerStatsDialog } from './PlayerStatsDialog';
import { useLiveLeaderboard } from './useLiveLeaderboard';

const tournamentPrizesStyle = themed(
  (th) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
    gap: ${th.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    & li {
      display: flex;
      justify-content: space-between;
      gap: ${th.space.sm};
      padding: ${th.space.xs} ${th.space.sm};
      border: 1px solid ${th.color.border};
      border-radius: ${th.radius.sm};
      background: ${th.color.surface};
      font-variant-numeric: tabular-nums;
    }
  `,
);

function Prizes({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, tournament.currencyCode, { whole: true });
  return (
    <>
      <Text data-testid="tournament-prize-pool">
        {t('tournaments.prizePoolOf', { amount: money(tournament.prizePool) })}
      </Text>
      <ol data-testid="tournament-prizes" css={tournamentPrizesStyle}>
        {tournament.prizes.map((prize, index) => (
          <li key={index}>
            <span>{t('tournaments.prizes.place', { position: index + 1 })}</span>
            <strong>{money(prize)}</strong>
          </li>
        ))}
      </ol>
    </>
  );
}

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
  const queryClient = useQueryClient();
  const query = useLeaderboard(tournamentId, LEADERBOARD_LIMIT);
  const data = query.data;
  const tournament = data?.tournament;
  useLiveLeaderboard(tournamentId, live && tournament !== undefined && tournament.status !== 'ended');
  const [chosen, setChosen] = useState<LeaderboardRow | null>(null);
  const [statsOpen, setStatsOpen] = useState(false);
  // The countdown reached zero: the tournament started or ended, and the backend says which.
  const onElapsed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: tournamentsKeys.all() }),
    [queryClient],
  );
  const onPlayer = useCallback((row: LeaderboardRow) => {
    setChosen(row);
    setStatsOpen(true);
  }, []);
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
        <Prizes tournament={tournament} />
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

      <PlayerStatsDialog
        open={statsOpen}
        player={chosen}
        currencyCode={tournament.currencyCode}
        onClose={() => setStatsOpen(false)}
      />
    </Stack>
  );
}
