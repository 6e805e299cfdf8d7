import { renderWithTheme } from '@casino/design-system/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchOptions, searchOptionId, type SearchOption } from './SearchOptions';

const options: SearchOption[] = [
  { id: 'game-1', label: 'Book of Dev', detail: 'DevPlay' },
  { id: 'game-2', label: 'Big Book', detail: 'Reel Labs' },
  { id: 'recent-book', label: 'book', detail: 'Recent search', highlight: false },
];

function renderOptions(activeIndex = 0) {
  const onChoose = vi.fn();
  const onActivate = vi.fn();
  renderWithTheme(
    <SearchOptions
      id="results"
      label="Results"
      options={options}
      activeIndex={activeIndex}
      match="book"
      onChoose={onChoose}
      onActivate={onActivate}
    />,
  );
  return { onChoose, onActivate, list: screen.getByRole('listbox', { name: 'Results' }) };
}

describe('SearchOptions', () => {
  it('is a listbox of options named by their label and detail, the active one selected, ids for the combobox', () => {
    const { list } = renderOptions(1);
    const shown = within(list).getAllByRole('option');
    expect(shown.map((o) => o.getAttribute('aria-label'))).toEqual([
      'Book of Dev, DevPlay',
      'Big Book, Reel Labs',
      'book, Recent search',
    ]);
    expect(shown.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(shown[1]).toHaveAttribute('id', searchOptionId('results', 1));
  });

  it('marks the match in the names, not in a recent search', () => {
    const { list } = renderOptions();
    expect([...list.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Book', 'Book']);
  });

  it('reports a pointer moving over an option and choosing it, keeping the focus where it was', () => {
    const { onChoose, onActivate } = renderOptions();
    const option = screen.getByRole('option', { name: 'Big Book, Reel Labs' });
    fireEvent.mouseEnter(option);
    expect(onActivate).toHaveBeenCalledWith(1);
    // Pressing does not take the focus from the combobox.
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(onChoose).toHaveBeenCalledWith(1);
  });
});
