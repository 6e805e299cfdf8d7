import { css } from '@emotion/react';
import { formatMoney, useTranslation } from '@casino/translate';

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

/** A table of wins (catalogue: game, user, time, bet amount, multiplier, payout); new rows are announced politely. */
export function WinnersTable({ caption, rows, locale }: WinnersTableProps) {
  const { t } = useTranslation();
  const money = (amount: number, currency: string) => formatMoney(locale, amount, currency);
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(new Date(iso));
  const cell = css`
    padding: 0.5rem 0.625rem;
    text-align: start;
    white-space: nowrap;
  `;
  return (
    // A table wider than a phone scrolls sideways: the scrolling region takes focus so keyboards can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={css`overflow-x: auto;`} tabIndex={0} role="region" aria-label={caption}>
      <table
        css={(th) => css`
          width: 100%;
          border-collapse: collapse;
          font-size: ${th.typography.size.sm};
          & tbody tr:nth-of-type(odd) {
            background: ${th.color.surfaceRaised};
          }
          & th {
            color: ${th.color.textMuted};
            font-weight: ${th.typography.weight.medium};
          }
        `}
      >
        <caption css={(th) => css`text-align: start; font-weight: ${th.typography.weight.bold}; font-size: ${th.typography.size.lg}; padding-block-end: 0.5rem;`}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>{t('lobby.winners.game')}</th>
            <th scope="col" css={cell}>{t('lobby.winners.user')}</th>
            <th scope="col" css={cell}>{t('lobby.winners.time')}</th>
            <th scope="col" css={cell}>{t('lobby.winners.bet')}</th>
            <th scope="col" css={cell}>{t('lobby.winners.multiplier')}</th>
            <th scope="col" css={cell}>{t('lobby.winners.payout')}</th>
          </tr>
        </thead>
        <tbody aria-live="polite" aria-relevant="additions">
          {rows.map((row) => (
            <tr key={row.id}>
              <td css={cell}>
                <a href={row.gameHref} css={(th) => css`color: ${th.color.link};`}>
                  <bdi>{row.gameName}</bdi>
                </a>
              </td>
              {/* Names keep their own direction inside a right-to-left table ("MaxP***", not "***MaxP"). */}
              <td css={cell}>
                <bdi>{row.user}</bdi>
              </td>
              <td css={cell}>
                <time dateTime={row.time}>{time(row.time)}</time>
              </td>
              <td css={cell}>{money(row.bet, row.currencyCode)}</td>
              <td css={cell}>{`×${row.multiplier.toLocaleString(locale, { maximumFractionDigits: 2 })}`}</td>
              <td css={(th) => [cell, css`color: ${th.color.success}; font-weight: ${th.typography.weight.bold};`]}>{money(row.payout, row.currencyCode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
