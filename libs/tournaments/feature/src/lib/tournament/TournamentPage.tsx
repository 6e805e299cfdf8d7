import { css } from '@emotion/react';
import type { LeaderboardRow, Tournament } from '@casino/api-contract';
import { isApiError } from '@casino/api-client';
import { Link, Notice, Skeleton, themed, defineStyle } from '@casino/design-system';
import { LoadFailure } from '@casino/page-ui';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { LEADERBOARD_LIMIT, useLeaderboard } from '../../api/get-leaderboard';
import { tournamentsKeys } from '../../api/tournaments-keys';
import { formatMoney } from '../shared/format';
import { TournamentBadges } from '../shared/TournamentBadges';
import { TournamentTiming } from '../shared/TournamentTiming';
import { JoinTournament } from './JoinTournament';
import { Leaderboard } from './Leaderboard';
import { PlayerStatsDialog } from './PlayerStatsDialog';
import { useLiveLeaderboard } from './useLiveLeaderboard';

const sectionSection = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
  `,
);
const sectionHeading = defineStyle(css`
  margin: 0;
`);

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} css={sectionSection}>
      <h2 id={headingId} css={sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const tournamentPrizePoolStyle = defineStyle(css`
  margin: 0;
`);
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
      <p css={tournamentPrizePoolStyle} data-testid="tournament-prize-pool">
        {t('tournaments.prizePoolOf', { amount: money(tournament.prizePool) })}
      </p>
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

const tournamentPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
  `,
);
const tournamentPageBox2 = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
    justify-items: start;
  `,
);
const tournamentPageHeading = defineStyle(css`
  margin: 0;
`);
const tournamentPageStyle = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.xl};
  `,
);
const tournamentPageBox3 = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
    justify-items: start;
  `,
);
const tournamentPageHeading2 = defineStyle(css`
  margin: 0;
`);
const tournamentParticipantsStyle = themed(
  (th) => css`
    margin: 0;
    color: ${th.color.textMuted};
  `,
);
const tournamentPageText2 = defineStyle(css`
  margin: 0;
`);

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
      <div css={tournamentPageBox}>
        {back}
        {query.isPending && <Skeleton variant="rect" height="20rem" />}
        {query.isError && (
          <div css={tournamentPageBox2}>
            <h1 css={tournamentPageHeading}>{t('page.tournament.title')}</h1>
            {missing ? (
              <Notice tone="danger">{t('tournaments.page.notFound')}</Notice>
            ) : (
              <LoadFailure
                message={t('tournaments.page.loadError')}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            )}
          </div>
        )}
      </div>
    );
  }

  return (
    <div css={tournamentPageStyle} data-testid="tournament-page" data-status={tournament.status}>
      <div css={tournamentPageBox3}>
        {back}
        <h1 css={tournamentPageHeading2}>{tournament.name}</h1>
        <TournamentBadges tournament={tournament} showStatus />
        <TournamentTiming tournament={tournament} now={query.dataUpdatedAt} onElapsed={onElapsed} />
        <p css={tournamentParticipantsStyle} data-testid="tournament-participants">
          {t('tournaments.participants', { count: tournament.participants })}
        </p>
        <JoinTournament tournament={tournament} />
      </div>

      <Section title={t('tournaments.prizes.title')} testId="tournament-prizes-section">
        <Prizes tournament={tournament} />
      </Section>

      <Section title={t('tournaments.metric.title')} testId="tournament-metric">
        <p css={tournamentPageText2} data-metric={tournament.rankingMetric}>
          {t(`tournaments.metric.${tournament.rankingMetric}.explained`)}
        </p>
      </Section>

      <Section title={t('tournaments.leaderboard.title')} testId="tournament-leaderboard">
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
    </div>
  );
}
