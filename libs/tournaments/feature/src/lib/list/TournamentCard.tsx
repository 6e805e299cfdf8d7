import type { Tournament } from '@casino/api-contract';
import { Card, DescriptionList, Stack, Text } from '@casino/design-system';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { formatMoney } from '../shared/format';
import { TournamentBadges } from '../shared/TournamentBadges';
import { TournamentTiming } from '../shared/TournamentTiming';

export interface TournamentCardProps {
  tournament: Tournament;
  /** When the list was read (the query's `dataUpdatedAt`): where the countdown starts on the server and at hydration. */
  now: number;
  onElapsed?: () => void;
}

/** A tournament or race in the list: its name (the link to its page), type, joined mark, prize pool, countdown and players. */
export function TournamentCard({ tournament, now, onElapsed }: TournamentCardProps) {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  return (
    <Card
      as="article"
      title={tournament.name}
      titleAs="h3"
      to={pagePath('tournament', { tournamentId: String(tournament.id) })}
      header={<TournamentBadges tournament={tournament} />}
      data-testid="tournament-card"
      data-id={tournament.id}
      data-status={tournament.status}
      data-type={tournament.type}
    >
      <Stack gap="sm">
        <DescriptionList layout="inline" detailWeight="regular">
          <dt>{t('tournaments.prizePool')}</dt>
          <Text as="dd" tone="inherit" numeric data-testid="tournament-prize-pool">
            {formatMoney(i18n.language, tournament.prizePool, tournament.currencyCode, { whole: true })}
          </Text>
          <dt>{t('tournaments.participantsLabel')}</dt>
          <Text as="dd" tone="inherit" numeric data-testid="tournament-participants">
            {t('tournaments.participants', { count: tournament.participants })}
          </Text>
        </DescriptionList>
        <TournamentTiming tournament={tournament} now={now} onElapsed={onElapsed} />
      </Stack>
    </Card>
  );
}
