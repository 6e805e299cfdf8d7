import { css } from '@emotion/react';
import { Button, Inline, Link, Select, TextField, defineStyle } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import type { FormEvent } from 'react';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type HistoryFilters } from './historyQuery';

/** A filter's share of the row: the selects a little wider than the dates, all wrapping onto new lines on a phone. */
const selectField = defineStyle(css`
  flex: 1 1 10rem;
`);
const dateField = defineStyle(css`
  flex: 1 1 9rem;
`);

export interface HistoryFilterFormProps {
  /** The filters as the form holds them, before they are applied. */
  draft: HistoryFilters;
  onDraft: (next: HistoryFilters) => void;
  onSubmit: (event: FormEvent) => void;
  /** Whether any filter is applied: Clear is offered then, leading to `clearTo`. */
  filtered: boolean;
  clearTo: string;
}

/** The history's filters: type, status and days, applied together (the URL then says them). */
export function HistoryFilterForm({ draft, onDraft, onSubmit, filtered, clearTo }: HistoryFilterFormProps) {
  const { t } = useTranslation();
  return (
    <Inline
      as="form"
      gap="sm"
      align="end"
      onSubmit={onSubmit}
      aria-label={t('account.history.filters')}
      data-testid="history-filters"
    >
      <div css={selectField}>
        <Select
          label={t('account.history.type')}
          value={draft.type ?? ''}
          onChange={(e) => onDraft({ ...draft, type: (e.target.value || undefined) as HistoryFilters['type'] })}
          options={[
            { value: '', label: t('account.history.allTypes') },
            ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`account.history.typeName.${type}`) })),
          ]}
          data-testid="history-type"
        />
      </div>
      <div css={selectField}>
        <Select
          label={t('account.history.status')}
          value={draft.status ?? ''}
          onChange={(e) => onDraft({ ...draft, status: (e.target.value || undefined) as HistoryFilters['status'] })}
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
      <div css={dateField}>
        <TextField
          label={t('account.history.from')}
          type="date"
          value={draft.from ?? ''}
          onChange={(e) => onDraft({ ...draft, from: e.target.value || undefined })}
          data-testid="history-from"
        />
      </div>
      <div css={dateField}>
        <TextField
          label={t('account.history.to')}
          type="date"
          value={draft.to ?? ''}
          onChange={(e) => onDraft({ ...draft, to: e.target.value || undefined })}
          data-testid="history-to"
        />
      </div>
      <Button type="submit" data-testid="history-apply">
        {t('account.history.apply')}
      </Button>
      {filtered && (
        <Link to={clearTo} data-testid="history-clear">
          {t('account.history.clear')}
        </Link>
      )}
    </Inline>
  );
}
