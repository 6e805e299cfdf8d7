import { css, type Theme } from '@emotion/react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@casino/translate';
import { PathLink, themed } from '@casino/design-system';

/** What a tile shows of a game. */
export interface TileGame {
  id: number;
  slug: string;
  name: string;
  providerName: string;
  thumbnailUrl: string;
  isFavorite: boolean;
}

export interface GameTileProps {
  game: TileGame;
  /** The game page. */
  href: string;
  /** Players only: the star. Called with the new state. */
  onToggleFavorite?: (game: TileGame, favorite: boolean) => void;
  /** Above the fold (the first row): loaded at once and first instead of lazily. @default false */
  eager?: boolean;
  /**
   * Its link has React Router discover the game page's route ahead of a click (see `PathLink`). A long list turns it off
   * past its first tiles: they all lead to the one route. @default true
   */
  discover?: boolean;
}

/** The artwork's intrinsic size: 4:3. The tile reserves it before the image arrives (no layout shift). */
export const TILE_IMAGE_WIDTH = 320;
export const TILE_IMAGE_HEIGHT = 240;
/** Smallest tile width (rem): a grid fits as many columns as this allows, like CSS `auto-fill`. */
export const TILE_MIN_REM = 9.5;
/** The caption under the artwork (name and provider): fixed, so a row's height follows from the tile's width. */
export const TILE_CAPTION_REM = 3.25;

/**
 * The whole tile's look in one class, made once per theme: a grid mounts dozens of tiles in a scroll frame, and one
 * css prop per element (each its own styled wrapper and serialisation) made every mount several times dearer.
 * The parts are found by their place under it (the link's first child the artwork or its fallback, its last the caption
 * with the name and then the provider), not by class names: four of those per tile were about 2 KB of every signed-in
 * home's HTML and 2.5 KB of a lobby page's.
 */
const tileStyles = themed(
  (t: Theme) => css`
    position: relative;
    height: 100%;
    border-radius: ${t.radius.md};
    background: ${t.color.surfaceRaised};
    border: 1px solid ${t.color.border};
    overflow: hidden;
    &:focus-within {
      outline: 2px solid ${t.color.focusRing};
      outline-offset: 2px;
    }
    & > a {
      display: grid;
      grid-template-rows: auto ${TILE_CAPTION_REM}rem;
      height: 100%;
      color: inherit;
      text-decoration: none;
      &:focus-visible {
        outline: none;
      }
    }
    & > a > :first-child {
      display: block;
      width: 100%;
      height: auto;
      aspect-ratio: ${TILE_IMAGE_WIDTH} / ${TILE_IMAGE_HEIGHT};
      object-fit: cover;
      background: ${t.color.skeleton};
    }
    & > a > .game-tile__fallback {
      display: grid;
      place-items: center;
      font-size: ${t.typography.size.xl};
      font-weight: ${t.typography.weight.bold};
      color: ${t.color.textMuted};
      background: linear-gradient(135deg, ${t.color.surface}, ${t.color.surfaceRaised});
    }
    & > a > :last-child {
      display: grid;
      align-content: center;
      padding: 0 ${t.space.sm};
      min-width: 0;
    }
    &[data-star] > a > :last-child {
      padding-inline-end: 2.75rem;
    }
    & > a > :last-child > * {
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    & > a > :last-child > :first-child {
      font-weight: ${t.typography.weight.bold};
      font-size: ${t.typography.size.sm};
    }
    & > a > :last-child > :last-child {
      color: ${t.color.textMuted};
      font-size: ${t.typography.size.xs};
    }
    & > button {
      position: absolute;
      inset-block-end: 0.5rem;
      inset-inline-end: 0.25rem;
      width: 2.5rem;
      height: 2.25rem;
      border: 0;
      border-radius: ${t.radius.pill};
      background: transparent;
      color: ${t.color.textMuted};
      font-size: 1.25rem;
      line-height: 1;
      cursor: pointer;
      &[aria-pressed='true'],
      &:hover {
        color: ${t.color.accent};
      }
      &:focus-visible {
        outline: 2px solid ${t.color.focusRing};
      }
    }
  `,
);

/** Initials on the brand's surface: what a tile shows when its artwork fails to load. */
function Fallback({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  return (
    <span aria-hidden="true" data-testid="tile-fallback" className="game-tile__fallback">
      {initials}
    </span>
  );
}

/**
 * A game in a list: its artwork (fixed 4:3, lazy below the fold, initials when it fails), name and provider, linking
 * to the game page; for a player, a star that adds it to or removes it from the favourites. Memoised: a grid re-renders
 * on every scroll frame, and a tile whose game has not changed need not.
 */
export const GameTile = memo(function GameTile({
  game,
  href,
  onToggleFavorite,
  eager = false,
  discover = true,
}: GameTileProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before the page was interactive fired its error event before React listened.
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <article css={tileStyles} aria-label={game.name} data-star={onToggleFavorite ? '' : undefined}>
      <PathLink href={href} appearance="none" discover={discover}>
        {failed ? (
          <Fallback name={game.name} />
        ) : (
          <img
            ref={image}
            src={game.thumbnailUrl}
            alt=""
            width={TILE_IMAGE_WIDTH}
            height={TILE_IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            // The first row's artwork is the page's largest paint: fetched before the scripts, not after them.
            fetchPriority={eager ? 'high' : undefined}
            // Artwork further down decodes off the main thread; the first row's is decoded with the page around it, so
            // it can be painted in the same frame (an async decode lets the browser leave it, the page's largest paint,
            // to a later frame; in Lighthouse traces it arrived 100 to 200 ms before it was painted).
            decoding={eager ? 'sync' : 'async'}
            onError={() => setFailed(true)}
          />
        )}
        <span>
          <span>{game.name}</span>
          <span>{game.providerName}</span>
        </span>
      </PathLink>
      {onToggleFavorite && (
        <button
          type="button"
          aria-pressed={game.isFavorite}
          aria-label={t('lobby.favorite.toggle', { name: game.name })}
          onClick={() => onToggleFavorite(game, !game.isFavorite)}
        >
          <span aria-hidden="true">{game.isFavorite ? '★' : '☆'}</span>
        </button>
      )}
    </article>
  );
});
