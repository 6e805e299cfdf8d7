import { css } from '@emotion/react';
import { Checkbox, Select, themed, type SelectOption } from '@casino/design-system';

export interface GameListFiltersProps {
  /** Accessible name of the filters' search form, translated. */
  label: string;
  /** The provider select's label, translated. */
  providerLabel: string;
  /** Its empty first option ("Any provider"), translated. */
  anyProviderLabel: string;
  /** The providers to choose from (labels translated); `undefined` leaves the select out (a provider's own page). */
  providers?: readonly SelectOption[];
  /** The chosen provider's slug; `undefined` for any provider. */
  provider?: string;
  /** Called with the chosen provider's slug, `undefined` for "any provider". */
  onProviderChange: (provider: string | undefined) => void;
  /** The sort select's label, translated. */
  sortLabel: string;
  /** The orders to choose from (labels translated). */
  sorts: readonly SelectOption[];
  /** The order shown (the default one when the URL names none). */
  sort: string;
  onSortChange: (sort: string) => void;
  /** "Show only unplayed", translated: players only; `undefined` leaves the checkbox out (a guest). */
  unplayedLabel?: string;
  /** @default false */
  unplayed?: boolean;
  onUnplayedChange: (unplayed: boolean) => void;
  /** The submit button's text, translated: shown only without JavaScript, where the form is a plain GET. */
  applyLabel: string;
}

const filtersForm = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${th.space.md};
    /* Zero specificity: a child's own min-width (a field's 0) wins, whatever the stylesheet's order. */
    *:where(&) > * {
      min-width: 11rem;
    }
  `,
);

/**
 * A game list's filters and sort: a search form whose fields report each change at once (the page keeps them in the
 * URL); without JavaScript it is a plain GET form with its own submit button. The fields share a row that wraps.
 */
export function GameListFilters({
  label,
  providerLabel,
  anyProviderLabel,
  providers,
  provider,
  onProviderChange,
  sortLabel,
  sorts,
  sort,
  onSortChange,
  unplayedLabel,
  unplayed = false,
  onUnplayedChange,
  applyLabel,
}: GameListFiltersProps) {
  return (
    <form role="search" aria-label={label} method="get" onSubmit={(event) => event.preventDefault()} css={filtersForm}>
      {providers ? (
        <Select
          label={providerLabel}
          name="provider"
          value={provider ?? ''}
          placeholder={anyProviderLabel}
          options={providers}
          onChange={(event) => onProviderChange(event.target.value || undefined)}
        />
      ) : null}
      <Select
        label={sortLabel}
        name="sort"
        value={sort}
        options={sorts}
        onChange={(event) => onSortChange(event.target.value)}
      />
      {unplayedLabel !== undefined && (
        <Checkbox
          label={unplayedLabel}
          name="unplayed"
          value="1"
          checked={unplayed}
          onChange={(event) => onUnplayedChange(event.target.checked)}
        />
      )}
      <noscript>
        <button type="submit">{applyLabel}</button>
      </noscript>
    </form>
  );
}
