import { css } from '@emotion/react';
import { Button, themed, defineStyle } from '@casino/design-system';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { TILE_CAPTION_REM, TILE_IMAGE_HEIGHT, TILE_IMAGE_WIDTH, TILE_MIN_REM } from './GameTile';

const GAP_REM = 0.75;
/** Lists up to this long stay a plain grid (favourites, similar games, a list's first pages). */
export const VIRTUAL_FROM = 48;

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

// The virtual grid's code (and @tanstack/react-virtual) loads after hydration, outside the route's first download.
const VirtualGameGrid = lazy(() => import('./VirtualGameGrid')) as unknown as ComponentType<GameGridProps<unknown>>;

const plainGridList = defineStyle(css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${TILE_MIN_REM}rem, 1fr));
  gap: ${GAP_REM}rem;
`);

/**
 * Every loaded game as a CSS grid. Its own component, rendered only while it shows: built on every render of a virtual
 * grid (10,000 items, each a tile element) it made garbage enough for long collection pauses while scrolling.
 */
function PlainGrid<T>({ items, total, keyOf, renderItem, label }: GameGridProps<T>) {
  return (
    <ul aria-label={label} css={plainGridList}>
      {items.map((item, index) => (
        <li key={keyOf(item)} aria-setsize={total} aria-posinset={index + 1}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

const gameGridBox = themed(
  (t) => css`
    display: flex;
    justify-content: center;
    padding: ${t.space.lg} 0;
  `,
);

/**
 * A grid of game tiles that stays fast at 10,000 games. The server and the browser's first render show the loaded games
 * as a plain CSS grid (the HTML carries the first page; hydration matches), which asks for the next page as its end
 * comes near. Past two pages, the virtual grid (loaded then, its own chunk) takes over and keeps only the rows near the
 * screen in the page. The "show more" button asks too (keyboards).
 */
export function GameGrid<T>(props: GameGridProps<T>) {
  const { items, hasMore = false, loadingMore = false, onLoadMore, loadMoreLabel } = props;
  // The virtual grid only once the page is interactive (hydration matches the server's plain grid), and the flag is set
  // only when the list is long enough for it: set on every mount, it drew a short list's tiles all over again right
  // after hydration (/casino's first 24).
  const long = items.length > VIRTUAL_FROM;
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    if (long) setInteractive(true);
  }, [long]);
  const virtual = interactive && long;

  // The plain grid's end in sight (within a screen): the next page. The virtual grid does this itself.
  const end = useRef<HTMLDivElement>(null);
  const wantMore = useRef(onLoadMore);
  wantMore.current = hasMore && !loadingMore ? onLoadMore : undefined;
  useEffect(() => {
    const sentinel = end.current;
    if (virtual || !sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && wantMore.current?.(),
      { rootMargin: '100% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [virtual, items.length]);

  return (
    <div>
      {virtual ? (
        <Suspense fallback={<PlainGrid {...props} />}>
          <VirtualGameGrid {...(props as GameGridProps<unknown>)} />
        </Suspense>
      ) : (
        <PlainGrid {...props} />
      )}
      <div ref={end} aria-hidden="true" />
      {hasMore && onLoadMore && (
        <div css={gameGridBox}>
          <Button
            variant="secondary"
            loading={loadingMore}
            onClick={() => !loadingMore && onLoadMore()}
            data-testid="load-more"
          >
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
