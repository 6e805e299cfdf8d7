import { Heading, Inline, Link, Skeleton, Stack, Text } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import { HistoryFilterForm } from './HistoryFilterForm';
import { HistoryTable } from './HistoryTable';
import { useHistoryFilters } from './useHistoryFilters';

/**
 * /profile/transactions and /profile2/my-history: the player's transactions, newest first, filtered by type, status and
 * days, 20 a page; the filters and the page live in the URL (shareable, Back works, server-rendered).
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  const { filters, query, draft, setDraft, apply, pageLink, pages, filtered, unfiltered } = useHistoryFilters();
  const data = query.data;

  return (
    <Stack gap="lg">
      <Heading level={1}>{t(`page.${page}.title`)}</Heading>
      <HistoryFilterForm draft={draft} onDraft={setDraft} onSubmit={apply} filtered={filtered} clearTo={unfiltered} />

      {query.isPending && <Skeleton variant="rect" height="16rem" />}
      {query.isError && !data && (
        <LoadFailure
          message={t('account.history.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {data && data.rows.length === 0 && (
        <Text data-testid="history-empty">
          {filtered ? t('account.history.emptyFiltered') : t('account.history.empty')}
        </Text>
      )}
      {data && data.rows.length > 0 && (
        <HistoryTable rows={data.rows} count={data.count} stale={query.isPlaceholderData} />
      )}
      {data && pages > 1 && (
        <Inline as="nav" gap="sm" aria-label={t('account.history.pages')} data-testid="history-pager">
          {filters.page > 1 ? <Link to={pageLink(filters.page - 1)}>{t('account.history.previous')}</Link> : null}
          <span aria-current="page">{t('account.history.pageOf', { page: filters.page, pages })}</span>
          {filters.page < pages ? <Link to={pageLink(filters.page + 1)}>{t('account.history.next')}</Link> : null}
        </Inline>
      )}
    </Stack>
  );
}
