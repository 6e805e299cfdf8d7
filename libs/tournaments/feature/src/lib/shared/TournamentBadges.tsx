import { css } from '@emotion/react';
import type { Tournament } from '@casino/api-contract';
import { Badge, type BadgeTone, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

const STATUS_TONE: Record<Tournament['status'], BadgeTone> = { running: 'success', upcoming: 'info', ended: 'neutral' };

const tournamentBadgesBox = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.xs};
  `,
);

/** What a tournament is at a glance: its type (tournament or race), its status when asked, and the player's joined mark. */
export function TournamentBadges({
  tournament,
  showStatus = false,
}: {
  tournament: Pick<Tournament, 'type' | 'status' | 'joined'>;
  showStatus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div css={tournamentBadgesBox}>
      <Badge tone="accent" data-testid="tournament-type">
        {t(`tournaments.type.${tournament.type}`)}
      </Badge>
      {showStatus && (
        <Badge tone={STATUS_TONE[tournament.status]} data-testid="tournament-status">
          {t(`tournaments.status.${tournament.status}`)}
        </Badge>
      )}
      {tournament.joined && (
        <Badge tone="success" data-testid="tournament-joined">
          {t('tournaments.joined')}
        </Badge>
      )}
    </div>
  );
}
