import { css } from '@emotion/react';
import type { Tournament } from '@casino/api-contract';
import { Countdown, Inline, Text, defineStyle } from '@casino/design-system';
import { formatDateTimeUtc, useTranslation } from '@casino/translate';

export interface TournamentTimingProps {
  tournament: Pick<Tournament, 'status' | 'startsAt' | 'endsAt'>;
  /**
   * The time the server read the tournament (the query's `dataUpdatedAt`): the server HTML and the first browser
   * render count down from the same moment, so hydration matches; the real clock takes over after mount.
   */
  now: number;
  /** The countdown reached zero: the tournament started or ended (read it again). */
  onElapsed?: () => void;
}

const tournamentTimingTime = defineStyle(css`
  white-space: nowrap;
`);
/**
 * Catalogue section 4: "starts in" (upcoming), "ends in" (running) with a live countdown, or "ended" with the date.
 * The visible words are for the eye; the timer carries the same words for screen readers.
 */
export function TournamentTiming({ tournament, now, onElapsed }: TournamentTimingProps) {
  const { t, i18n } = useTranslation();
  if (tournament.status === 'ended') {
    return (
      <Text tone="inherit" data-testid="tournament-timing" data-status="ended">
        {t('tournaments.timing.ended')}{' '}
        <time dateTime={tournament.endsAt} css={tournamentTimingTime}>
          {formatDateTimeUtc(i18n.language, tournament.endsAt)}
        </time>
      </Text>
    );
  }
  const label = tournament.status === 'upcoming' ? t('tournaments.timing.startsIn') : t('tournaments.timing.endsIn');
  const target = new Date(tournament.status === 'upcoming' ? tournament.startsAt : tournament.endsAt);
  return (
    <Inline as="p" gap="xs" align="baseline" data-testid="tournament-timing" data-status={tournament.status}>
      <span aria-hidden="true">{label}</span>
      <strong>
        <Countdown
          target={target}
          now={now}
          label={label}
          dayUnit={t('tournaments.timing.dayUnit')}
          onComplete={onElapsed}
        />
      </strong>
    </Inline>
  );
}
