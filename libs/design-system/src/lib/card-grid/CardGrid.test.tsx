import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { baseTheme } from '../theme/baseTheme';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('lays cards in as many columns of at least the chosen width as fit, never wider than a phone', () => {
    renderWithTheme(<CardGrid data-testid="grid" min="lg" gap="sm" />);
    expect(screen.getByTestId('grid')).toHaveStyle({
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
      gap: baseTheme.space.sm,
    });
  });

  it('shares a row among the cards there are when asked to fit', () => {
    renderWithTheme(<CardGrid data-testid="grid" fit />);
    expect(screen.getByTestId('grid')).toHaveStyle({
      gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    });
  });

  it('as a list, is a list a screen reader counts, without bullets or indent', () => {
    renderWithTheme(
      <CardGrid as="ul" aria-label="Tournaments">
        <li>Spring sprint</li>
        <li>Weekend race</li>
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Tournaments' })).toHaveStyle({ listStyle: 'none', padding: '0px' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('lets cells keep their own height when asked (cards of different lengths)', () => {
    renderWithTheme(<CardGrid data-testid="grid" align="start" />);
    expect(screen.getByTestId('grid')).toHaveStyle({ alignItems: 'start' });
  });
});
