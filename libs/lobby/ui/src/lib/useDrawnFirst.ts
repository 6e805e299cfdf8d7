import { startTransition, useEffect, useState } from 'react';

/**
 * The items of a sideways strip (a row of tiles, the providers) that this render draws: the first `drawnFirst` on the
 * first render, which is the server's HTML and the render that hydrates it, then all of them one transition after
 * mounting. A phone's home draws what its first screen can show of each strip and leaves the rest, off the screen's
 * edge, to the browser: less HTML, and fewer elements for the server to render and the phone to hydrate. Without
 * `drawnFirst`, every item from the start.
 */
export function useDrawnFirst<T>(items: readonly T[], drawnFirst?: number): readonly T[] {
  const [drawsAll, setDrawsAll] = useState(drawnFirst === undefined);
  useEffect(() => {
    if (!drawsAll) startTransition(() => setDrawsAll(true));
  }, [drawsAll]);
  return drawsAll || drawnFirst === undefined ? items : items.slice(0, drawnFirst);
}
