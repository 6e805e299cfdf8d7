import { css } from '@emotion/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { TILE_CAPTION_REM, TILE_IMAGE_HEIGHT, TILE_IMAGE_WIDTH, TILE_MIN_REM } from './GameTile';

const GAP_REM = 0.75;

export interface GridLayout {
  columns: number;
  tileWidth: number;
  rowHeight: number;
  gap: number;
}

/** Columns and row height of a grid `width` pixels wide, with `rem` pixels to the rem. */
export function gridLayout(width: number, rem = 16): GridLayout {
  const gap = GAP_REM * rem;
  const min = TILE_MIN_REM * rem;
  const columns = Math.max(1, Math.floor((width + gap) / (min + gap)));
  const tileWidth = (width - gap * (columns - 1)) / columns;
  const rowHeight = tileWidth * (TILE_IMAGE_HEIGHT / TILE_IMAGE_WIDTH) + TILE_CAPTION_REM * rem + 2;
  return { columns, tileWidth, rowHeight, gap };
}

export interface GameGridProps<T> {
  items: readonly T[];
  /** How many the whole list has (the server's count): screen readers hear "12 of 2,200". */
  total: number;
  keyOf: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** More pages exist: asked for when the last rows come near the screen, or with the button. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** The "show more" button's text, translated. */
  loadMoreLabel: string;
  /** Accessible name of the list, translated. */
  label: string;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A grid of game tiles that stays fast at 10,000 games: only the rows near the screen are in the page
 * (@tanstack/react-virtual, rows of the window's scroll). The server and the first render of the browser show the
 * first page as a plain CSS grid (the HTML carries it, hydration matches); once mounted the grid measures its width and
 * renders only what is near the screen. More pages load as the end comes near, or with the button (keyboard users).
 */
export function GameGrid<T>({ items, total, keyOf, renderItem, hasMore = false, loadingMore = false, onLoadMore, loadMoreLabel, label }: GameGridProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<(GridLayout & { top: number }) | null>(null);

  useIsomorphicLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const measure = () => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const next = gridLayout(element.clientWidth, rem);
      const top = element.getBoundingClientRect().top + window.scrollY;
      setLayout((prev) =>
        prev && prev.columns === next.columns && Math.abs(prev.rowHeight - next.rowHeight) < 0.5 && Math.abs(prev.top - top) < 0.5 ? prev : { ...next, top },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = layout?.columns ?? 1;
  const rows = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: layout ? rows : 0,
    estimateSize: () => (layout ? layout.rowHeight + layout.gap : 200),
    overscan: 2,
    scrollMargin: layout?.top ?? 0,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastRow = virtualRows.at(-1)?.index ?? -1;

  // The end comes near: the next page.
  useEffect(() => {
    if (layout && hasMore && !loadingMore && onLoadMore && lastRow >= rows - 3) onLoadMore();
  }, [layout, hasMore, loadingMore, onLoadMore, lastRow, rows]);

  const gridStyles = css`
    list-style: none;
    margin: 0;
    padding: 0;
  `;

  return (
    <div>
      <ul
        ref={list}
        aria-label={label}
        css={[
          gridStyles,
          layout
            ? css`
                position: relative;
              `
            : css`
                display: grid;
                grid-template-columns: repeat(auto-fill, minmax(${TILE_MIN_REM}rem, 1fr));
                gap: ${GAP_REM}rem;
              `,
        ]}
        style={layout ? { height: rows ? rows * (layout.rowHeight + layout.gap) - layout.gap : 0 } : undefined}
      >
        {layout
          ? virtualRows.flatMap((row) => {
              const start = row.index * columns;
              return items.slice(start, start + columns).map((item, column) => (
                <li
                  key={keyOf(item)}
                  aria-setsize={total}
                  aria-posinset={start + column + 1}
                  style={{
                    position: 'absolute',
                    top: row.start - virtualizer.options.scrollMargin,
                    insetInlineStart: column * (layout.tileWidth + layout.gap),
                    width: layout.tileWidth,
                    height: layout.rowHeight,
                  }}
                >
                  {renderItem(item, start + column)}
                </li>
              ));
            })
          : items.map((item, index) => (
              <li key={keyOf(item)} aria-setsize={total} aria-posinset={index + 1}>
                {renderItem(item, index)}
              </li>
            ))}
      </ul>
      {hasMore && onLoadMore && (
        <div
          css={(t) => css`
            display: flex;
            justify-content: center;
            padding: ${t.space.lg} 0;
          `}
        >
          <button
            type="button"
            onClick={() => !loadingMore && onLoadMore()}
            aria-busy={loadingMore}
            data-testid="load-more"
            css={(t) => css`
              min-height: 2.75rem;
              padding: 0 ${t.space.lg};
              border-radius: ${t.radius.pill};
              border: 1px solid ${t.color.border};
              background: ${t.color.surfaceRaised};
              color: ${t.color.text};
              font: inherit;
              cursor: pointer;
              &:focus-visible {
                outline: 2px solid ${t.color.focusRing};
                outline-offset: 2px;
              }
            `}
          >
            {loadMoreLabel}
          </button>
        </div>
      )}
    </div>
  );
}
