import { renderWithTheme } from '@casino/design-system/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameListFilters, type GameListFiltersProps } from './GameListFilters';

const props: GameListFiltersProps = {
  label: 'Filter and sort games',
  providerLabel: 'Provider',
  anyProviderLabel: 'All providers',
  providers: [
    { value: 'devplay', label: 'DevPlay (30)' },
    { value: 'reel-labs', label: 'Reel Labs (12)' },
  ],
  onProviderChange: () => undefined,
  sortLabel: 'Sort by',
  sorts: [
    { value: 'popular', label: 'Most popular' },
    { value: 'rtp', label: 'Highest RTP' },
  ],
  sort: 'popular',
  onSortChange: () => undefined,
  onUnplayedChange: () => undefined,
  applyLabel: 'Apply',
};

describe('GameListFilters', () => {
  it('reports a chosen provider by its slug, and "any provider" as none', async () => {
    const onProviderChange = vi.fn();
    const { rerender } = renderWithTheme(<GameListFilters {...props} onProviderChange={onProviderChange} />);
    const provider = screen.getByLabelText('Provider');
    expect(provider).toHaveValue('');
    await userEvent.selectOptions(provider, 'reel-labs');
    expect(onProviderChange).toHaveBeenLastCalledWith('reel-labs');
    rerender(<GameListFilters {...props} provider="reel-labs" onProviderChange={onProviderChange} />);
    await userEvent.selectOptions(provider, '');
    expect(onProviderChange).toHaveBeenLastCalledWith(undefined);
  });

  it('reports a chosen order and shows the one it is given', async () => {
    const onSortChange = vi.fn();
    renderWithTheme(<GameListFilters {...props} sort="rtp" onSortChange={onSortChange} />);
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('rtp');
    await userEvent.selectOptions(sort, 'popular');
    expect(onSortChange).toHaveBeenCalledWith('popular');
  });

  it('leaves the provider out where there is no choice (a provider’s own page)', () => {
    renderWithTheme(<GameListFilters {...props} providers={undefined} />);
    expect(screen.queryByLabelText('Provider')).toBeNull();
    expect(screen.getByLabelText('Sort by')).toBeInTheDocument();
  });

  it('offers "show only unplayed" only when it has a label (players), reporting each tick', async () => {
    const onUnplayedChange = vi.fn();
    const { rerender } = renderWithTheme(<GameListFilters {...props} onUnplayedChange={onUnplayedChange} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    rerender(<GameListFilters {...props} unplayedLabel="Show only unplayed" onUnplayedChange={onUnplayedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only unplayed' }));
    expect(onUnplayedChange).toHaveBeenLastCalledWith(true);
    rerender(
      <GameListFilters {...props} unplayedLabel="Show only unplayed" unplayed onUnplayedChange={onUnplayedChange} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Show only unplayed' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only unplayed' }));
    expect(onUnplayedChange).toHaveBeenLastCalledWith(false);
  });

  it('is a search form that stays on the page when submitted (its fields apply at once)', () => {
    renderWithTheme(<GameListFilters {...props} />);
    const form = screen.getByRole('search', { name: 'Filter and sort games' });
    expect(form).toHaveAttribute('method', 'get');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
