import { css, type SerializedStyles } from '@emotion/react';
import { defineStyle } from '../theme/themed';

/**
 * For a part of a page that can start outside the first screen (a home section below the fold, a game tile further
 * along a row): the browser skips its style, layout and paint until it comes near the screen (`content-visibility:
 * auto`; Chrome's "near" is within about one and a half screens), and holds `estimatedBlockSize` for it meanwhile, then
 * the size it last had. A cheap phone then lays out what it shows, not the whole page, while the HTML streams in and
 * while the page hydrates (the home on a phone at 4x CPU: blocking time about 130 ms to 50 ms).
 *
 * Chrome may show a part that starts on screen a frame late: use it where that cannot move the page (a part far below
 * the first screen, or one whose size its container fixes, like a row's later tiles), not on the first cards of a list.
 *
 * The part stays in the page for everything else: the accessibility tree, find in page, the tab order and links to
 * its anchors (each renders it first). Give a size close to the real one: the page's scroll height follows it until
 * the part has been shown once. Call it at module level: the style is a class of the brand's stylesheet (one per size).
 */
const bySize = new Map<string, SerializedStyles>();
export function renderedNearScreen(estimatedBlockSize: string): SerializedStyles {
  let style = bySize.get(estimatedBlockSize);
  if (!style) {
    style = defineStyle(css`
      content-visibility: auto;
      contain-intrinsic-block-size: auto ${estimatedBlockSize};
    `);
    bySize.set(estimatedBlockSize, style);
  }
  return style;
}
