import { css } from '@emotion/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { gridLayout, type GameGridProps, type GridLayout } from './GameGrid';
import { defineStyle } from '@casino/design-system';

const virtualGameGridList = defineStyle(css`
  list-style: none;
  margin: 0;
  padding: 0;
  position: relative;
`);

/**
 * The grid once the page is interactive: it measures its width and renders only the rows near the screen
 * (@tanstack/react-virtual, rows of the window's scroll), asking for the next page as the end comes near. Loaded after
 * hydration (its own chunk): the server HTML and the first render are the plain grid of `GameGrid`.
 */
export default function VirtualGameGrid<T>({
  items,
  total,
  keyOf,
  renderItem,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  label,
}: GameGridProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<(GridLayout & { top: number }) | null>(null);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const measure = () => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const next = gridLayout(element.clientWidth, rem);
      const top = element.getBoundingClientRect().top + window.scrollY;
      setLayout((prev) =>
        prev &&
        prev.columns === next.columns &&
        Math.abs(prev.rowHeight - next.rowHeight) < 0.5 &&
        Math.abs(prev.top - top) < 0.5
          ? prev
          : { ...next, top },
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
    // The rows of a scroll are rendered in React's own task, not synchronously inside the scroll event: a fast fling
    // otherwise made one task of the event, the render of every new tile, and the layout after it.
    useFlushSync: false,
    scrollMargin: layout?.top ?? 0,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastRow = virtualRows.at(-1)?.index ?? -1;

  // The end comes near: the next page.
  useEffect(() => {
    if (layout && hasMore && !loadingMore && onLoadMore && lastRow >= rows - 3) onLoadMore();
  }, [layout, hasMore, loadingMore, onLoadMore, lastRow, rows]);

  return (
    <ul
      ref={list}
      aria-label={label}
      css={virtualGameGridList}
      style={{ height: layout && rows ? rows * (layout.rowHeight + layout.gap) - layout.gap : 0 }}
    >
      {layout &&
        virtualRows.flatMap((row) => {
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
        })}
    </ul>
  );
}
