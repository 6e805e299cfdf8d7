import { css, type Theme } from '@emotion/react';
import type { Tournament } from '@casino/api-contract';
import { Skeleton, themed, defineStyle } from '@casino/design-system';
import { useAppSettings } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, type ReactNode } from 'react';
import { useTournaments } from '../../api/get-tournaments';
import { tournamentsKeys } from '../../api/tournaments-keys';
import { EmptyRaces } from './EmptyRaces';
import { TournamentCard } from './TournamentCard';

/** The list's sections, in the order a player wants them: what runs now, what comes, what is over. */
export const SECTIONS: ReadonlyArray<Tournament['status']> = ['running', 'upcoming', 'ended'];

/** Running and upcoming by the nearest end or start first; ended by the latest end first. */
export function sectionOf(list: readonly Tournament[], status: Tournament['status']): Tournament[] {
  const key = (t: Tournament) => Date.parse(status === 'upcoming' ? t.startsAt : t.endsAt);
  return list
    .filter((t) => t.status === status)
    .sort((a, b) => (status === 'ended' ? key(b) - key(a) : key(a) - key(b)));
}

const grid = themed(
  (th: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
    gap: ${th.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  `,
);

const sectionSection = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.md};
  `,
);
const sectionHeading = defineStyle(css`
  margin: 0;
`);
const tournamentsSectionEmptyStyle = defineStyle(css`
  margin: 0;
`);
const sectionItem = defineStyle(css`
  display: grid;
`);

function Section({
  status,
  tournaments,
  now,
  onElapsed,
  children,
}: {
  status: Tournament['status'];
  tournaments: Tournament[];
  now: number;
  onElapsed: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={`tournaments-${status}`} css={sectionSection}>
      <h2 id={headingId} css={sectionHeading}>
        {t(`tournaments.section.${status}`)}
      </h2>
      {children}
      {tournaments.length === 0 ? (
        <p css={tournamentsSectionEmptyStyle} data-testid="tournaments-section-empty">
          {t(`tournaments.section.${status}Empty`)}
        </p>
      ) : (
        <ul css={grid}>
          {tournaments.map((tournament) => (
            <li key={tournament.id} css={sectionItem}>
              <TournamentCard tournament={tournament} now={now} onElapsed={onElapsed} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface TournamentsPageProps {
  /** The brand's channel for the empty-races message; by default the `racesChannelUrl` setting. */
  racesChannelUrl?: string;
}

const tournamentsPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.xl};
  `,
);
const tournamentsPageBox2 = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.xs};
  `,
);
const tournamentsPageHeading = defineStyle(css`
  margin: 0;
`);
const tournamentsPageText = themed(
  (th) => css`
    margin: 0;
    color: ${th.color.textMuted};
  `,
);

/**
 * /tournaments: running, upcoming and ended tournaments and races (server-rendered), each with its type, prize pool,
 * countdown, players, the player's joined mark and the way to its page. With no race running, the empty-races message
 * and the brand's channel.
 */
export function TournamentsPage({ racesChannelUrl }: TournamentsPageProps) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const channelUrl = racesChannelUrl ?? settings?.racesChannelUrl ?? '';
  const query = useTournaments();
  const queryClient = useQueryClient();
  // A countdown reached zero: a tournament started or ended, and the backend says which.
  const onElapsed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: tournamentsKeys.list() }),
    [queryClient],
  );
  const list = query.data;
  const noRunningRace = list ? !list.some((item) => item.type === 'race' && item.status === 'running') : false;

  return (
    <div css={tournamentsPageBox}>
      <div css={tournamentsPageBox2}>
        <h1 css={tournamentsPageHeading}>{t('page.tournaments.title')}</h1>
        <p css={tournamentsPageText}>{t('tournaments.list.intro')}</p>
      </div>
      {query.isPending && <Skeleton variant="rect" height="16rem" />}
      {query.isError && !list && (
        <LoadFailure
          message={t('tournaments.list.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {list &&
        SECTIONS.map((status) => (
          <Section
            key={status}
            status={status}
            tournaments={sectionOf(list, status)}
            now={query.dataUpdatedAt}
            onElapsed={onElapsed}
          >
            {status === 'running' && noRunningRace && <EmptyRaces channelUrl={channelUrl} />}
          </Section>
        ))}
    </div>
  );
}
