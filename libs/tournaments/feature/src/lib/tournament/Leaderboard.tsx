import { css, type Theme } from '@emotion/react';
import type { LeaderboardRow, Tournament } from '@casino/api-contract';
import { Badge, Button, Inline, Text, themed, defineStyle } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { formatMoney, formatNumber, formatScore } from '../shared/format';

export interface LeaderboardProps {
  tournament: Tournament;
  rows: readonly LeaderboardRow[];
  /** The signed-in player's own row (null for a guest or a player not in it). */
  me: LeaderboardRow | null;
  /** A newer board is on its way (the socket said it moved). */
  busy?: boolean;
  /** A row's player was chosen: show their public statistics. */
  onPlayer: (row: LeaderboardRow) => void;
}

const tableStyles = themed(
  (th: Theme) => css`
    inline-size: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    & th,
    & td {
      text-align: start;
      padding: ${th.space.xs} ${th.space.sm};
      border-block-end: 1px solid ${th.color.border};
      vertical-align: middle;
      white-space: nowrap;
    }
    & .number {
      text-align: end;
    }
    & tr[data-me='true'] > * {
      background: ${th.color.surfaceRaised};
      font-weight: ${th.typography.weight.bold};
    }
    & tr[data-me='true'] > :first-child {
      border-inline-start: 4px solid ${th.color.accent};
    }
    & tfoot th {
      padding-block-start: ${th.space.md};
      color: ${th.color.textMuted};
      font-weight: ${th.typography.weight.medium};
    }
  `,
);

const leaderboardScrollStyle = defineStyle(css`
  overflow-x: auto;
`);
const leaderboardCaption = themed(
  (th) => css`
    text-align: start;
    padding-block-end: ${th.space.sm};
  `,
);

/**
 * The leaderboard table (catalogue section 3, tournament statistics): rank, player (their public statistics a press
 * away), the ranking metric's score, amount wagered, games played and the prize the position holds now. The player's
 * own row is marked where it stands, or pinned under the table when it is below the rows shown. A phone scrolls the
 * table sideways inside a named, focusable region.
 */
export function Leaderboard({ tournament, rows, me, busy = false, onPlayer }: LeaderboardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(locale, amount, tournament.currencyCode);
  // A race by amount wagered ranks by the wagered column itself: no second column of the same numbers.
  const scoreColumn = tournament.rankingMetric !== 'wagered';
  const meShown = me !== null && rows.some((row) => row.userId === me.userId);
  const columns = scoreColumn ? 6 : 5;
  const caption = t('tournaments.leaderboard.caption', {
    name: tournament.name,
    metric: t(`tournaments.metric.${tournament.rankingMetric}.by`),
  });

  if (rows.length === 0) {
    return (
      <Text data-testid="leaderboard-empty">
        {tournament.status === 'ended' ? t('tournaments.leaderboard.emptyEnded') : t('tournaments.leaderboard.empty')}
      </Text>
    );
  }

  const row = (entry: LeaderboardRow, pinned = false) => {
    const mine = me !== null && entry.userId === me.userId;
    return (
      <tr
        key={`${pinned ? 'me' : 'row'}-${entry.userId}`}
        data-testid={pinned ? 'leaderboard-me-row' : 'leaderboard-row'}
        data-position={entry.position}
        data-score={entry.score}
        data-me={mine ? 'true' : undefined}
      >
        <td className="number">{formatNumber(locale, entry.position)}</td>
        <th scope="row">
          <Inline as="span" gap="xs" wrap={false}>
            <Button
              variant="ghost"
              size="sm"
              aria-haspopup="dialog"
              onClick={() => onPlayer(entry)}
              data-testid="leaderboard-player"
            >
              {entry.nickname}
            </Button>
            {mine && <Badge tone="accent">{t('tournaments.leaderboard.you')}</Badge>}
          </Inline>
        </th>
        {scoreColumn && <td className="number">{formatScore(t, locale, entry.score, tournament)}</td>}
        <td className="number">{money(entry.wagered)}</td>
        <td className="number">{formatNumber(locale, entry.gamesPlayed)}</td>
        <td className="number">{formatMoney(locale, entry.prize, tournament.currencyCode, { whole: true })}</td>
      </tr>
    );
  };

  return (
    // A phone scrolls the table sideways: the region takes the keyboard focus so arrow keys scroll it too (WCAG 2.1.1,
    // axe scrollable-region-focusable); a scrollable region is the documented exception to this lint rule.
    <div
      role="region"
      aria-label={caption}
      aria-busy={busy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-testid="leaderboard-scroll"
      css={leaderboardScrollStyle}
    >
      <table data-testid="leaderboard-table" css={tableStyles}>
        <caption css={leaderboardCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              {t('tournaments.leaderboard.rank')}
            </th>
            <th scope="col">{t('tournaments.leaderboard.player')}</th>
            {scoreColumn && (
              <th scope="col" className="number">
                {t(`tournaments.metric.${tournament.rankingMetric}.name`)}
              </th>
            )}
            <th scope="col" className="number">
              {t('tournaments.leaderboard.wagered')}
            </th>
            <th scope="col" className="number">
              {t('tournaments.leaderboard.gamesPlayed')}
            </th>
            <th scope="col" className="number">
              {tournament.status === 'ended'
                ? t('tournaments.leaderboard.prize')
                : t('tournaments.leaderboard.currentPrize')}
            </th>
          </tr>
        </thead>
        <tbody>{rows.map((entry) => row(entry))}</tbody>
        {me && !meShown && (
          <tfoot data-testid="leaderboard-me">
            <tr>
              <th scope="rowgroup" colSpan={columns}>
                {t('tournaments.leaderboard.yourPosition')}
              </th>
            </tr>
            {row(me, true)}
          </tfoot>
        )}
      </table>
    </div>
  );
}
