import { renderWithTheme } from '@casino/design-system/testing';
import { baseTheme, ThemeProvider } from '@casino/design-system';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameGrid, gridLayout, VIRTUAL_FROM } from './GameGrid';
// The virtual grid's chunk, loaded with the file rather than inside the first test that needs it (as a page's chunk is
// there before a player scrolls): its transform took half a second of that test's time.
import './VirtualGameGrid';

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
        <GameGrid
          items={items.slice(0, 24)}
          total={10_000}
          keyOf={(g) => g.id}
          label="Games"
          loadMoreLabel="More"
          renderItem={(g) => <span>{g.name}</span>}
        />
      </ThemeProvider>,
    );
    expect(html.match(/aria-posinset=/g)).toHaveLength(24);
  });

  it('draws a short list once on mounting (hydration): no second pass over its tiles', async () => {
    const renderItem = vi.fn((g: { name: string }) => <span>{g.name}</span>);
    renderWithTheme(
      <GameGrid
        items={items.slice(0, 24)}
        total={10_000}
        keyOf={(g) => g.id}
        label="Games"
        loadMoreLabel="More"
        renderItem={renderItem}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renderItem).toHaveBeenCalledTimes(24);
  });

  // These tests count tiles with querySelectorAll: a role query computes every element's accessibility (styles of each
  // ancestor) and took about a second over 600 tiles in jsdom, many times over inside waitFor. The lists are just long
  // enough for the virtual grid (VIRTUAL_FROM): jsdom builds a tile in about a millisecond, and 3,000 took seconds.
  const tilesIn = (list: HTMLElement) => list.querySelectorAll(':scope > li');

  it('puts only the rows near the screen in the page once interactive, with each tile numbered out of the whole list', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
    const loaded = VIRTUAL_FROM * 4;
    renderWithTheme(
      <GameGrid
        items={items.slice(0, loaded)}
        total={10_000}
        keyOf={(g) => g.id}
        label="Games"
        loadMoreLabel="More"
        renderItem={(g) => <span>{g.name}</span>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Games' });
    expect(tilesIn(list)).toHaveLength(loaded);
    // jsdom's window is 768 px tall: four rows of six and the overscan, far fewer than the loaded games.
    await waitFor(() => expect(tilesIn(screen.getByRole('list', { name: 'Games' })).length).toBeLessThan(loaded / 2));
    const tiles = tilesIn(screen.getByRole('list', { name: 'Games' }));
    expect(tiles.length).toBeGreaterThan(6);
    expect(tiles[0]).toHaveAttribute('aria-posinset', '1');
    expect(tiles[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('builds tiles only for the rows it shows once virtual, not for every loaded game on each render (garbage and pauses while scrolling)', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
    const renderItem = vi.fn((g: { name: string }) => <span>{g.name}</span>);
    const props = {
      total: 10_000,
      keyOf: (g: { id: number }) => g.id,
      label: 'Games',
      loadMoreLabel: 'More',
      renderItem,
    };
    const loaded = VIRTUAL_FROM * 4;
    const { rerender } = renderWithTheme(<GameGrid items={items.slice(0, loaded)} {...props} />);
    await waitFor(() => expect(tilesIn(screen.getByRole('list', { name: 'Games' })).length).toBeLessThan(loaded / 2));
    const shown = tilesIn(screen.getByRole('list', { name: 'Games' })).length;
    renderItem.mockClear();
    // A page arrives.
    rerender(<GameGrid items={items.slice(0, loaded + 24)} {...props} />);
    await waitFor(() => expect(renderItem).toHaveBeenCalled());
    // The rows on screen, perhaps twice (React may render again): never every loaded game.
    expect(renderItem.mock.calls.length).toBeLessThanOrEqual(shown * 2);
    expect(renderItem.mock.calls.length).toBeLessThan(loaded);
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
      <GameGrid
        items={items.slice(0, 24)}
        total={100}
        keyOf={(g) => g.id}
        label="Games"
        loadMoreLabel="Show more games"
        hasMore
        onLoadMore={onLoadMore}
        renderItem={(g) => <span>{g.name}</span>}
      />,
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
      <GameGrid
        items={items.slice(0, 24)}
        total={100}
        keyOf={(g) => g.id}
        label="Games"
        loadMoreLabel="Loading"
        hasMore
        loadingMore
        onLoadMore={onLoadMore}
        renderItem={(g) => <span>{g.name}</span>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Loading' }));
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
