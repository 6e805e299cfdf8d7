import { css } from '@emotion/react';
import type { Tournament } from '@casino/api-contract';
import { CardGrid, Heading, Section, Skeleton, Stack, Text, defineStyle } from '@casino/design-system';
import { useAppSettings } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
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

/** Each card fills its cell, so the cards of a row are as tall as its tallest. */
const sectionItem = defineStyle(css`
  display: grid;
`);

function StatusSection({
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
  return (
    <Section heading={t(`tournaments.section.${status}`)} data-testid={`tournaments-${status}`}>
      {children}
      {tournaments.length === 0 ? (
        <Text data-testid="tournaments-section-empty">{t(`tournaments.section.${status}Empty`)}</Text>
      ) : (
        <CardGrid as="ul" min="xl">
          {tournaments.map((tournament) => (
            <li key={tournament.id} css={sectionItem}>
              <TournamentCard tournament={tournament} now={now} onElapsed={onElapsed} />
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

export interface TournamentsPageProps {
  /** The brand's channel for the empty-races message; by default the `racesChannelUrl` setting. */
  racesChannelUrl?: string;
}

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
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('page.tournaments.title')}</Heading>
        <Text tone="muted">{t('tournaments.list.intro')}</Text>
      </Stack>
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
          <StatusSection
            key={status}
            status={status}
            tournaments={sectionOf(list, status)}
            now={query.dataUpdatedAt}
            onElapsed={onElapsed}
          >
            {status === 'running' && noRunningRace && <EmptyRaces channelUrl={channelUrl} />}
          </StatusSection>
        ))}
    </Stack>
  );
}
