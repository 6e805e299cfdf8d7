import { renderWithTheme } from '@casino/design-system/testing';
import { baseTheme, ThemeProvider } from '@casino/design-system';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameGrid, gridLayout } from './GameGrid';

const items = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}` }));

describe('gridLayout', () => {
  it('fits as many columns as the minimum tile width allows, like CSS auto-fill', () => {
    // 9.5rem tiles with 0.75rem gaps at 16px: 152px + 12px.
    expect(gridLayout(1000).columns).toBe(6);
    expect(gridLayout(320).columns).toBe(2);
    expect(gridLayout(100).columns).toBe(1);
  });

  it('derives the row height from the tile width (4:3 artwork and the caption)', () => {
    const layout = gridLayout(1000);
    expect(layout.rowHeight).toBeCloseTo(layout.tileWidth * 0.75 + 3.25 * 16 + 2, 5);
  });
});

describe('GameGrid', () => {
  it('is a plain list of every loaded game on the server (the HTML carries the first page)', async () => {
    const html = renderToString(
      <ThemeProvider theme={baseTheme}>
        <GameGrid items={items.slice(0, 24)} total={10_000} keyOf={(g) => g.id} label="Games" loadMoreLabel="More" renderItem={(g) => <span>{g.name}</span>} />
      </ThemeProvider>,
    );
    expect(html.match(/aria-posinset=/g)).toHaveLength(24);
  });

  it('draws a short list once on mounting (hydration): no second pass over its tiles', async () => {
    const renderItem = vi.fn((g: { name: string }) => <span>{g.name}</span>);
    renderWithTheme(<GameGrid items={items.slice(0, 24)} total={10_000} keyOf={(g) => g.id} label="Games" loadMoreLabel="More" renderItem={renderItem} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renderItem).toHaveBeenCalledTimes(24);
  });

  it('puts only the rows near the screen in the page once interactive, with each tile numbered out of the whole list', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
    renderWithTheme(
      <GameGrid items={items.slice(0, 600)} total={10_000} keyOf={(g) => g.id} label="Games" loadMoreLabel="More" renderItem={(g) => <span>{g.name}</span>} />,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeLessThan(100), { timeout: 5_000 });
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(6);
    expect(tiles.length).toBeLessThan(200);
    expect(tiles[0]).toHaveAttribute('aria-posinset', '1');
    expect(tiles[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('builds tiles only for the rows it shows once virtual, not for every loaded game on each render (garbage and pauses while scrolling)', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
    const renderItem = vi.fn((g: { name: string }) => <span>{g.name}</span>);
    const props = { total: 10_000, keyOf: (g: { id: number }) => g.id, label: 'Games', loadMoreLabel: 'More', renderItem };
    const { rerender } = renderWithTheme(<GameGrid items={items.slice(0, 3_000)} {...props} />);
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeLessThan(100), { timeout: 5_000 });
    renderItem.mockClear();
    // A page arrives.
    rerender(<GameGrid items={items.slice(0, 3_024)} {...props} />);
    await waitFor(() => expect(renderItem).toHaveBeenCalled());
    expect(renderItem.mock.calls.length).toBeLessThan(300);
  });

  it('asks for the next page when the end of a short list comes near, and the button asks too', async () => {
    const onLoadMore = vi.fn();
    // jsdom has no layout: the end is "in sight" at once.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {
          // nothing to release
        }
      },
    );
    renderWithTheme(
      <GameGrid items={items.slice(0, 24)} total={100} keyOf={(g) => g.id} label="Games" loadMoreLabel="Show more games" hasMore onLoadMore={onLoadMore} renderItem={(g) => <span>{g.name}</span>} />,
    );
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
    onLoadMore.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Show more games' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('does not ask again while a page is loading', async () => {
    const onLoadMore = vi.fn();
    renderWithTheme(
      <GameGrid items={items.slice(0, 24)} total={100} keyOf={(g) => g.id} label="Games" loadMoreLabel="Loading" hasMore loadingMore onLoadMore={onLoadMore} renderItem={(g) => <span>{g.name}</span>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Loading' }));
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
