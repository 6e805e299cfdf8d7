import { css } from '@emotion/react';
import type { Transaction } from '@casino/api-contract';
import {
  Badge,
  Button,
  Link,
  Select,
  Skeleton,
  TextField,
  type BadgeTone,
  themed,
  defineStyle,
} from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { dateTimeFormat, formatMoney, useTranslation } from '@casino/translate';
import { memo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTransactions } from '../../api/get-transactions';
import {
  HISTORY_PAGE_SIZE,
  historyFiltersOf,
  historyQueryOf,
  historySearchOf,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type HistoryFilters,
} from './historyQuery';

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

const historyPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
  `,
);
const historyPageHeading = defineStyle(css`
  margin: 0;
`);
const historyFiltersStyle = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.sm};
    align-items: end;
  `,
);
const historyPageBox2 = defineStyle(css`
  flex: 1 1 10rem;
`);
const historyPageBox3 = defineStyle(css`
  flex: 1 1 10rem;
`);
const historyPageBox4 = defineStyle(css`
  flex: 1 1 9rem;
`);
const historyPageBox5 = defineStyle(css`
  flex: 1 1 9rem;
`);
const historyEmptyStyle = defineStyle(css`
  margin: 0;
`);
const historyScrollStyle = defineStyle(css`
  overflow-x: auto;
`);
const historyPageCaption = defineStyle(css`
  text-align: start;
  padding-block-end: 0.5rem;
`);
const historyPagerStyle = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.sm};
    align-items: center;
  `,
);

/**
 * /profile/transactions and /profile2/my-history: the player's transactions, newest first, filtered by type, status and
 * days, 20 a page; the filters and the page live in the URL (shareable, Back works, server-rendered).
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = historyFiltersOf(new URLSearchParams(location.search));
  const query = useTransactions(historyQueryOf(filters));
  const [draft, setDraft] = useState(filters);
  const [draftKey, setDraftKey] = useState(location.search);
  if (draftKey !== location.search) {
    // Back and forward move the filters: the form follows the URL.
    setDraftKey(location.search);
    setDraft(filters);
  }
  const go = (next: HistoryFilters) => void navigate({ pathname: location.pathname, search: historySearchOf(next) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / HISTORY_PAGE_SIZE)) : 1;
  const filtered = Boolean(filters.type || filters.status || filters.from || filters.to);

  return (
    <div css={historyPageBox}>
      <h1 css={historyPageHeading}>{t(`page.${page}.title`)}</h1>
      <form
        onSubmit={onSubmit}
        aria-label={t('account.history.filters')}
        data-testid="history-filters"
        css={historyFiltersStyle}
      >
        <div css={historyPageBox2}>
          <Select
            label={t('account.history.type')}
            value={draft.type ?? ''}
            onChange={(e) => setDraft({ ...draft, type: (e.target.value || undefined) as HistoryFilters['type'] })}
            options={[
              { value: '', label: t('account.history.allTypes') },
              ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`account.history.typeName.${type}`) })),
            ]}
            data-testid="history-type"
          />
        </div>
        <div css={historyPageBox3}>
          <Select
            label={t('account.history.status')}
            value={draft.status ?? ''}
            onChange={(e) => setDraft({ ...draft, status: (e.target.value || undefined) as HistoryFilters['status'] })}
            options={[
              { value: '', label: t('account.history.allStatuses') },
              ...TRANSACTION_STATUSES.map((status) => ({
                value: status,
                label: t(`account.history.statusName.${status}`),
              })),
            ]}
            data-testid="history-status"
          />
        </div>
        <div css={historyPageBox4}>
          <TextField
            label={t('account.history.from')}
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
            data-testid="history-from"
          />
        </div>
        <div css={historyPageBox5}>
          <TextField
            label={t('account.history.to')}
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
            data-testid="history-to"
          />
        </div>
        <Button type="submit" data-testid="history-apply">
          {t('account.history.apply')}
        </Button>
        {filtered && (
          <Link to={location.pathname} data-testid="history-clear">
            {t('account.history.clear')}
          </Link>
        )}
      </form>

      {query.isPending && <Skeleton variant="rect" height="16rem" />}
      {query.isError && !data && (
        <LoadFailure
          message={t('account.history.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {data && data.rows.length === 0 && (
        <p data-testid="history-empty" css={historyEmptyStyle}>
          {filtered ? t('account.history.emptyFiltered') : t('account.history.empty')}
        </p>
      )}
      {data && data.rows.length > 0 && (
        // A phone scrolls the table sideways: the region takes the keyboard focus so arrow keys scroll it too (WCAG 2.1.1,
        // axe scrollable-region-focusable); a scrollable region is the documented exception to this lint rule.
        <div
          css={historyScrollStyle}
          aria-busy={query.isPlaceholderData}
          role="region"
          aria-label={t('account.history.caption', { count: data.count })}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          data-testid="history-scroll"
        >
          <table data-testid="history-table" data-stale={query.isPlaceholderData || undefined} css={historyTable}>
            <caption css={historyPageCaption}>{t('account.history.caption', { count: data.count })}</caption>
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
              {data.rows.map((tx) => (
                <HistoryRow key={tx.id} tx={tx} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && pages > 1 && (
        <nav aria-label={t('account.history.pages')} css={historyPagerStyle} data-testid="history-pager">
          {filters.page > 1 ? (
            <Link to={{ pathname: location.pathname, search: historySearchOf({ ...filters, page: filters.page - 1 }) }}>
              {t('account.history.previous')}
            </Link>
          ) : null}
          <span aria-current="page">{t('account.history.pageOf', { page: filters.page, pages })}</span>
          {filters.page < pages ? (
            <Link to={{ pathname: location.pathname, search: historySearchOf({ ...filters, page: filters.page + 1 }) }}>
              {t('account.history.next')}
            </Link>
          ) : null}
        </nav>
      )}
    </div>
  );
}
