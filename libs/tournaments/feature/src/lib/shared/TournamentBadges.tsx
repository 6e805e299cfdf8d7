import type { Tournament } from '@casino/api-contract';
import { Badge, Inline, type BadgeTone } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

const STATUS_TONE: Record<Tournament['status'], BadgeTone> = { running: 'success', upcoming: 'info', ended: 'neutral' };

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
    <Inline gap="xs" align="stretch">
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
    </Inline>
  );
}
