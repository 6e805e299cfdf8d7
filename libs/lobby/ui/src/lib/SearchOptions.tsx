import { css } from '@emotion/react';
import { defineStyle, Text, themed } from '@casino/design-system';
import { Highlight } from './Highlight';

/** One result of a search, already translated. */
export interface SearchOption {
  /** Unique within the list (it keys the option). */
  id: string;
  /** A game's or a provider's name, or a recent search. */
  label: string;
  /** What the option is: a game's provider, a provider's game count, "Recent search". */
  detail: string;
  /** Mark where the label matches the search (`<mark>`); off for a recent search. @default true */
  highlight?: boolean;
}

export interface SearchOptionsProps {
  /** The listbox's id: the combobox's `aria-controls`, and the start of each option's id (`searchOptionId`). */
  id: string;
  /** Accessible name of the listbox, translated. */
  label: string;
  options: readonly SearchOption[];
  /** The option the combobox's arrows are on (`aria-selected`, the combobox's `aria-activedescendant`). */
  activeIndex: number;
  /** The search typed: marked in each label. */
  match: string;
  /** A pointer chose an option (the keyboard chooses from the combobox, with Enter). */
  onChoose: (index: number) => void;
  /** A pointer moved over an option: it becomes the active one. */
  onActivate: (index: number) => void;
}

/** The id of the option at `index` of the listbox `listId`: what the combobox's `aria-activedescendant` names. */
export const searchOptionId = (listId: string, index: number) => `${listId}-${index}`;

const searchOptionList = defineStyle(css`
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
 * The results of a search combobox: a listbox whose options the combobox moves through with its arrows (focus stays in
 * the box; the active option is raised and outlined), each a name with the match marked and what it is. A pointer
 * chooses with a click; pressing an option keeps the focus in the box.
 */
export function SearchOptions({ id, label, options, activeIndex, match, onChoose, onActivate }: SearchOptionsProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} css={searchOptionList}>
      {options.map((option, index) => (
        // Options are chosen from the combobox by keyboard (arrows and Enter); the click is the pointer's way.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={option.id}
          id={searchOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          aria-label={`${option.label}, ${option.detail}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(index)}
          onMouseEnter={() => onActivate(index)}
          css={searchOption}
        >
          <span>{option.highlight === false ? option.label : <Highlight text={option.label} match={match} />}</span>
          <Text as="span" size="sm" tone="muted">
            {option.detail}
          </Text>
        </li>
      ))}
    </ul>
  );
}
