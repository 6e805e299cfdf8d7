import { css } from '@emotion/react';
import { defineStyle, Dialog, Inline, Spinner, Stack, Text, themed } from '@casino/design-system';
import { Highlight } from '@casino/lobby-ui';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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

interface Option {
  id: string;
  label: string;
  detail: string;
  href: string;
  kind: 'game' | 'provider' | 'recent';
}

export interface SearchModalProps {
  open: boolean;
  onClose: () => void;
  /** The page's query when the modal opened: `?modal=search&q=book` starts with "book". */
  params?: URLSearchParams;
}

const searchModalInput = themed(
  (th) => css`
    width: 100%;
    min-height: 3rem;
    padding: 0 ${th.space.md};
    border-radius: ${th.radius.md};
    border: 1px solid ${th.color.border};
    background: ${th.color.background};
    color: ${th.color.text};
    font: inherit;
    font-size: ${th.typography.size.md};
    &:focus-visible {
      outline: 2px solid ${th.color.focusRing};
      outline-offset: 1px;
    }
  `,
);
const searchModalList = defineStyle(css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  max-height: 50vh;
  overflow-y: auto;
`);
/** An option of the list; the active one (`aria-selected`) raised and outlined. */
const searchOption = themed(
  (th) => css`
    display: flex;
    justify-content: space-between;
    gap: ${th.space.md};
    padding: ${th.space.sm} ${th.space.md};
    border-radius: ${th.radius.sm};
    cursor: pointer;
    background: transparent;
    outline: none;
    &[aria-selected='true'] {
      background: ${th.color.surfaceRaised};
      outline: 2px solid ${th.color.focusRing};
    }
  `,
);

/**
 * `?modal=search`: games and providers as the player types (debounced), the match highlighted; arrows move through the
 * results, Enter opens one, Escape closes (a combobox with a listbox, as screen readers expect); the last searches are
 * offered before anything is typed.
 */
export function SearchModal({ open, onClose, params }: SearchModalProps) {
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
  const listId = useId();
  const ready = q.length >= SEARCH_MIN_LENGTH;
  const typing = term.trim() !== q;

  const options: Option[] = !term.trim()
    ? recent.map((r) => ({
        id: `recent-${r}`,
        label: r,
        detail: t('lobby.search.recentLabel'),
        href: '',
        kind: 'recent',
      }))
    : ready && search.data
      ? [
          ...search.data.games.map((g) => ({
            id: `game-${g.id}`,
            label: g.name,
            detail: g.providerName,
            href: gamePath(g.slug),
            kind: 'game' as const,
          })),
          ...search.data.providers.map((p) => ({
            id: `provider-${p.id}`,
            label: p.name,
            detail: t('lobby.count', { count: p.gameCount }),
            href: `${pagePath('providers')}?provider=${encodeURIComponent(p.slug)}`,
            kind: 'provider' as const,
          })),
        ]
      : [];
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  useEffect(() => setActive(0), [q]);

  const choose = (option: Option | undefined) => {
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

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('lobby.search.title')}
      closeLabel={t('common.close')}
      initialFocusRef={input}
      size="md"
    >
      <Stack gap="md">
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={t('lobby.search.label')}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? `${listId}-${activeIndex}` : undefined}
          placeholder={t('lobby.search.placeholder')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          enterKeyHint="search"
          css={searchModalInput}
        />
        <Inline role="status" aria-live="polite" gap="sm" wrap={false}>
          {(typing || search.isFetching) && ready && <Spinner size="sm" />}
          <Text as="span" tone="muted">
            {status}
          </Text>
        </Inline>
        <ul id={listId} role="listbox" aria-label={t('lobby.search.resultsLabel')} css={searchModalList}>
          {options.map((option, index) => (
            // Options are chosen from the combobox by keyboard (arrows and Enter); the click is the pointer's way.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              aria-label={`${option.label}, ${option.detail}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActive(index)}
              css={searchOption}
            >
              <span>{option.kind === 'recent' ? option.label : <Highlight text={option.label} match={q} />}</span>
              <Text as="span" size="sm" tone="muted">
                {option.detail}
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Dialog>
  );
}
