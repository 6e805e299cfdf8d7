import { css } from '@emotion/react';
import { Link, renderedNearScreen, Section, themed } from '@casino/design-system';
import type { ReactNode } from 'react';
import { TILE_MIN_REM } from './GameTile';
import { useDrawnFirst } from './useDrawnFirst';

/**
 * A row's tiles after the first are laid out when they come near the screen: a phone shows two or three of a row's
 * games and the home has five rows, so most tiles start off screen. The first tile is always laid out and gives the
 * row its height; the others stretch to it, so one shown a frame late never moves the page (the estimate is below a
 * tile's real height on purpose).
 */
const laterTiles = renderedNearScreen(`${TILE_MIN_REM}rem`);

export interface GameRowProps<T> {
  /** Heading of the row, translated. */
  title: string;
  /** The full list ("See all"). */
  seeAllHref: string;
  seeAllLabel: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown while the row's games load (skeleton tiles). */
  placeholder?: ReactNode;
  /** How many items the first render draws, the others following once mounted (`useDrawnFirst`). @default all */
  drawnFirst?: number;
}

const gameRowList = themed(
  (t) => css`
    list-style: none;
    margin: 0;
    padding: 0 0 ${t.space.xs};
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: ${TILE_MIN_REM + 1}rem;
    gap: 0.75rem;
    overflow-x: auto;
    scroll-snap-type: inline mandatory;
    overscroll-behavior-inline: contain;
    & > li {
      scroll-snap-align: start;
    }
    & > li + li {
      ${laterTiles}
    }
  `,
);

/**
 * A row of the home page: a heading, a "See all" link to the full list, and the first games side by side, scrolled
 * sideways (snapping to tiles; a list, so screen readers hear how many).
 */
export function GameRow<T>({
  title,
  seeAllHref,
  seeAllLabel,
  items,
  keyOf,
  renderItem,
  placeholder,
  drawnFirst,
}: GameRowProps<T>) {
  const shown = useDrawnFirst(items, drawnFirst);
  return (
    <Section
      heading={title}
      headingSize="lg"
      gap="sm"
      actions={
        <Link to={seeAllHref} aria-label={`${seeAllLabel}: ${title}`}>
          {seeAllLabel}
        </Link>
      }
    >
      {items.length === 0 && placeholder ? (
        placeholder
      ) : (
        <ul css={gameRowList}>
          {shown.map((item, index) => (
            <li key={keyOf(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
