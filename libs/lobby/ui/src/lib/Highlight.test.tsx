import { renderWithTheme } from '@casino/design-system/testing';
import { describe, expect, it } from 'vitest';
import { Highlight } from './Highlight';

describe('Highlight', () => {
  it('marks every occurrence of the match, whatever its case', () => {
    const { container } = renderWithTheme(<Highlight text="Book of Books" match="BOOK" />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Book', 'Book']);
    expect(container.textContent).toBe('Book of Books');
  });

  it('leaves the text as it is without a match', () => {
    const { container } = renderWithTheme(<Highlight text="Starburst" match="  " />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('Starburst');
  });
});
