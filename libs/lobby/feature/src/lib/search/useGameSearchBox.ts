import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_LENGTH, useGameSearch } from '../../api/search-games';
import { useGamePath } from '../shared/gamePath';
import { readRecentSearches, rememberSearch } from './recentSearches';

/** Time after the last key press before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface GameSearchOption {
  id: string;
  label: string;
  detail: string;
  href: string;
  kind: 'game' | 'provider' | 'recent';
  /** Mark the match in the label (not in a recent search). */
  highlight: boolean;
}

/**
 * The search box's state: the term (from the URL's `q` at first), the search sent once the typing pauses, the options
 * (the recent searches before anything is typed, then games and providers), the option the arrows are on, what the
 * status line says, and choosing (a recent search fills the box; a result opens and is remembered).
 */
export function useGameSearchBox(params: URLSearchParams | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gamePath = useGamePath();
  const pagePath = usePagePath();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(() => (params?.get('q') ?? '').slice(0, 100));
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(readRecentSearches()), []);
  const q = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const search = useGameSearch(q);
  const ready = q.length >= SEARCH_MIN_LENGTH;
  const typing = term.trim() !== q;

  const options: GameSearchOption[] = !term.trim()
    ? recent.map((r) => ({
        id: `recent-${r}`,
        label: r,
        detail: t('lobby.search.recentLabel'),
        href: '',
        kind: 'recent',
        highlight: false,
      }))
    : ready && search.data
      ? [
          ...search.data.games.map((g) => ({
            id: `game-${g.id}`,
            label: g.name,
            detail: g.providerName,
            href: gamePath(g.slug),
            kind: 'game' as const,
            highlight: true,
          })),
          ...search.data.providers.map((p) => ({
            id: `provider-${p.id}`,
            label: p.name,
            detail: t('lobby.count', { count: p.gameCount }),
            href: `${pagePath('providers')}?provider=${encodeURIComponent(p.slug)}`,
            kind: 'provider' as const,
            highlight: true,
          })),
        ]
      : [];
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  useEffect(() => setActive(0), [q]);

  const choose = (option: GameSearchOption | undefined) => {
    if (!option) return;
    if (option.kind === 'recent') {
      setTerm(option.label);
      input.current?.focus();
      return;
    }
    setRecent(rememberSearch(term));
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setActive((activeIndex + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActive((activeIndex - 1 + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[activeIndex]);
    }
  };

  const status = !term.trim()
    ? recent.length
      ? t('lobby.search.recent')
      : t('lobby.search.hint')
    : term.trim().length < SEARCH_MIN_LENGTH
      ? t('lobby.search.tooShort', { count: SEARCH_MIN_LENGTH })
      : typing || search.isFetching
        ? t('common.loading')
        : search.isError
          ? t('lobby.error')
          : options.length
            ? t('lobby.search.results', { count: options.length })
            : t('lobby.search.empty', { term: q });

  return {
    input,
    term,
    setTerm,
    /** The search sent (the term once the typing paused): what the options mark. */
    q,
    options,
    activeIndex,
    setActive,
    choose,
    onKeyDown,
    status,
    /** A search of enough letters is on its way. */
    busy: (typing || search.isFetching) && ready,
  };
}
