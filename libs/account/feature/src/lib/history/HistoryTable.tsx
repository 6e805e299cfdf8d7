import { css } from '@emotion/react';
import type { Transaction } from '@casino/api-contract';
import { Badge, type BadgeTone, defineStyle, themed } from '@casino/design-system';
import { dateTimeFormat, formatMoney, useTranslation } from '@casino/translate';
import { memo } from 'react';

/** The history table; faded while the rows of another filter or page are on their way (`data-stale`). */
const historyTable = themed(
  (th) => css`
    inline-size: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    opacity: 1;
    &[data-stale] {
      opacity: 0.6;
    }
    & th,
    & td {
      text-align: start;
      padding: ${th.space.sm};
      border-block-end: 1px solid ${th.color.border};
      vertical-align: top;
    }
    & td.amount,
    & th.amount {
      text-align: end;
      white-space: nowrap;
    }
  `,
);
const historyScrollStyle = defineStyle(css`
  overflow-x: auto;
`);
const historyCaption = defineStyle(css`
  text-align: start;
  padding-block-end: 0.5rem;
`);

const STATUS_TONE: Record<Transaction['status'], BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  processing: 'info',
  failed: 'danger',
  cancelled: 'neutral',
};

/**
 * One transaction of the table. Memoised: the page draws itself again at every change of a filter field and while the
 * next page or filter loads (the rows it had stay on screen, dimmed), and its rows need not be drawn again each time.
 */
const HistoryRow = memo(function HistoryRow({ tx }: { tx: Transaction }) {
  const { t, i18n } = useTranslation();
  return (
    <tr data-testid="history-row" data-type={tx.type}>
      <td>
        {dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(tx.createdAt))}
      </td>
      <td>{t(`account.history.typeName.${tx.type}`)}</td>
      <td>
        {tx.description}
        {tx.wallet === 'bonus' ? ` · ${t('account.history.bonusMoney')}` : ''}
      </td>
      <td className="amount" dir="ltr">
        {formatMoney(i18n.language, tx.amount, tx.currencyCode, { signed: true })}
      </td>
      <td>
        <Badge tone={STATUS_TONE[tx.status]}>{t(`account.history.statusName.${tx.status}`)}</Badge>
      </td>
    </tr>
  );
});

export interface HistoryTableProps {
  rows: readonly Transaction[];
  /** How many transactions the filters match in all (the caption says it). */
  count: number;
  /** The rows are those of the previous filters or page while the next ones load: dimmed and busy. */
  stale: boolean;
}

/** A page of transactions: date, type, details, the signed amount and the status, in a region a phone scrolls sideways. */
export function HistoryTable({ rows, count, stale }: HistoryTableProps) {
  const { t } = useTranslation();
  const caption = t('account.history.caption', { count });
  return (
    // A phone scrolls the table sideways: the region takes the keyboard focus so arrow keys scroll it too (WCAG 2.1.1,
    // axe scrollable-region-focusable); a scrollable region is the documented exception to this lint rule.
    <div
      css={historyScrollStyle}
      aria-busy={stale}
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-testid="history-scroll"
    >
      <table data-testid="history-table" data-stale={stale || undefined} css={historyTable}>
        <caption css={historyCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.history.date')}</th>
            <th scope="col">{t('account.history.type')}</th>
            <th scope="col">{t('account.history.description')}</th>
            <th scope="col" className="amount">
              {t('account.history.amount')}
            </th>
            <th scope="col">{t('account.history.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((tx) => (
            <HistoryRow key={tx.id} tx={tx} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
