import { css, type Theme } from '@emotion/react';
import { dateTimeFormat, formatMoney, numberFormat, useTranslation } from '@casino/translate';
import { defineStyle, themed } from '@casino/design-system';

export interface WinnerRowView {
  id: number;
  gameName: string;
  gameHref: string;
  user: string;
  time: string;
  bet: number;
  multiplier: number;
  payout: number;
  currencyCode: string;
}

export interface WinnersTableProps {
  /** Caption, translated ("Latest winners"). */
  caption: string;
  rows: readonly WinnerRowView[];
  /** Locale for numbers and times. */
  locale: string;
}

/**
 * The table's whole look in one class per theme: a cell's style is written once for the table, not once per cell (the
 * two home tables had about 250 style props to serialise on every server render).
 */
const tableStyles = themed(
  (th: Theme) => css`
    width: 100%;
    border-collapse: collapse;
    font-size: ${th.typography.size.sm};
    & caption {
      text-align: start;
      font-weight: ${th.typography.weight.bold};
      font-size: ${th.typography.size.lg};
      padding-block-end: 0.5rem;
    }
    & th,
    & td {
      padding: 0.5rem 0.625rem;
      text-align: start;
      white-space: nowrap;
    }
    & tbody tr:nth-of-type(odd) {
      background: ${th.color.surfaceRaised};
    }
    & th {
      color: ${th.color.textMuted};
      font-weight: ${th.typography.weight.medium};
    }
    & td a {
      color: ${th.color.link};
    }
    /* The payout, the last column. */
    & td:last-child {
      color: ${th.color.success};
      font-weight: ${th.typography.weight.bold};
    }
  `,
);

const winnersTableBox = defineStyle(css`
  overflow-x: auto;
`);

const TIME_OF_WIN: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};
const MULTIPLIER: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/** A table of wins (catalogue: game, user, time, bet amount, multiplier, payout); new rows are announced politely. */
export function WinnersTable({ caption, rows, locale }: WinnersTableProps) {
  const { t } = useTranslation();
  const money = (amount: number, currency: string) => formatMoney(locale, amount, currency);
  const times = dateTimeFormat(locale, TIME_OF_WIN);
  const multipliers = numberFormat(locale, MULTIPLIER);
  const time = (iso: string) => times.format(new Date(iso));
  return (
    // A table wider than a phone scrolls sideways: the scrolling region takes focus so keyboards can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={winnersTableBox} tabIndex={0} role="region" aria-label={caption}>
      <table css={tableStyles}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lobby.winners.game')}</th>
            <th scope="col">{t('lobby.winners.user')}</th>
            <th scope="col">{t('lobby.winners.time')}</th>
            <th scope="col">{t('lobby.winners.bet')}</th>
            <th scope="col">{t('lobby.winners.multiplier')}</th>
            <th scope="col">{t('lobby.winners.payout')}</th>
          </tr>
        </thead>
        <tbody aria-live="polite" aria-relevant="additions">
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <a href={row.gameHref}>
                  <bdi>{row.gameName}</bdi>
                </a>
              </td>
              {/* Names keep their own direction inside a right-to-left table ("MaxP***", not "***MaxP"). */}
              <td>
                <bdi>{row.user}</bdi>
              </td>
              <td>
                <time dateTime={row.time}>{time(row.time)}</time>
              </td>
              <td>{money(row.bet, row.currencyCode)}</td>
              <td>{`×${multipliers.format(row.multiplier)}`}</td>
              <td>{money(row.payout, row.currencyCode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
