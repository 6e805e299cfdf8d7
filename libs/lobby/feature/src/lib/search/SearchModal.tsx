import { Dialog, Inline, Spinner, Stack, Text, TextField, VisuallyHidden } from '@casino/design-system';
import { SearchOptions, searchOptionId } from '@casino/lobby-ui';
import { useTranslation } from '@casino/translate';
import { useId } from 'react';
import { useGameSearchBox } from './useGameSearchBox';

export { SEARCH_DEBOUNCE_MS } from './useGameSearchBox';

export interface SearchModalProps {
  open: boolean;
  onClose: () => void;
  /** The page's query when the modal opened: `?modal=search&q=book` starts with "book". */
  params?: URLSearchParams;
}

/**
 * `?modal=search`: games and providers as the player types (debounced), the match highlighted; arrows move through the
 * results, Enter opens one, Escape closes (a combobox with a listbox, as screen readers expect); the last searches are
 * offered before anything is typed.
 */
export function SearchModal({ open, onClose, params }: SearchModalProps) {
  const { t } = useTranslation();
  const listId = useId();
  const { input, term, setTerm, q, options, activeIndex, setActive, choose, onKeyDown, status, busy } =
    useGameSearchBox(params);

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
        <TextField
          ref={input}
          // The dialog's title says what the box is for; its label is for screen readers.
          label={<VisuallyHidden>{t('lobby.search.label')}</VisuallyHidden>}
          type="search"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? searchOptionId(listId, activeIndex) : undefined}
          placeholder={t('lobby.search.placeholder')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Inline role="status" aria-live="polite" gap="sm" wrap={false}>
          {busy && <Spinner size="sm" />}
          <Text as="span" tone="muted">
            {status}
          </Text>
        </Inline>
        <SearchOptions
          id={listId}
          label={t('lobby.search.resultsLabel')}
          options={options}
          activeIndex={activeIndex}
          match={q}
          onChoose={(index) => choose(options[index])}
          onActivate={setActive}
        />
      </Stack>
    </Dialog>
  );
}
