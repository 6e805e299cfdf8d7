import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTransactions } from '../../api/get-transactions';
import { HISTORY_PAGE_SIZE, historyFiltersOf, historyQueryOf, historySearchOf } from './historyQuery';

/**
 * The history's state: the filters and the page as the URL says them (shareable, Back works, server-rendered), the
 * form's draft of the next filters (which follows the URL when Back or forward moves it), and the page of
 * transactions they ask for.
 */
export function useHistoryFilters() {
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
  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ pathname: location.pathname, search: historySearchOf({ ...draft, page: 1 }) });
  };
  /** Where another page of the same filters is. */
  const pageLink = (page: number) => ({ pathname: location.pathname, search: historySearchOf({ ...filters, page }) });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / HISTORY_PAGE_SIZE)) : 1;
  const filtered = Boolean(filters.type || filters.status || filters.from || filters.to);
  return {
    filters,
    query,
    draft,
    setDraft,
    apply,
    pageLink,
    pages,
    filtered,
    /** The history without filters (what Clear leads to). */
    unfiltered: location.pathname,
  };
}
