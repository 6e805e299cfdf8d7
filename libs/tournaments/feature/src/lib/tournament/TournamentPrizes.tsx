import { css } from '@emotion/react';
import type { Tournament } from '@casino/api-contract';
import { Text, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { formatMoney } from '../shared/format';

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

/** The prize pool, then each position's prize in a grid of small tiles. */
export function TournamentPrizes({ tournament }: { tournament: Tournament }) {
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
