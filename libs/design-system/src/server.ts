// Server-only entry of the design system: the brand's stylesheet, compiled once when a brand server starts.
import { createHash } from 'node:crypto';
import type { ThemeTokens } from './lib/theme/tokens';
import { compileRegisteredStyles } from './lib/styles/buildStyleSheet';
import { activateStyleSheet } from './lib/styles/styleSheet';

/** The brand stylesheet as the server serves it: an immutable file of the build's assets. */
export interface BrandStyleSheet {
  /** The file's name, from its content's hash (`cs-<hash>.css`). */
  fileName: string;
  /** Where pages link it from. */
  href: string;
  css: string;
}

/**
 * Compiles every style the server's modules registered, in `theme`, into one stylesheet, and makes this process's pages
 * draw from it (decision 0015, point 3): an element whose style the sheet holds is rendered with the sheet's class and
 * no inline `<style>`, and the document's head links the sheet. Call it once the route modules are imported (the
 * server build's entry) and before the first request. Every process of one build compiles the same text, and so the
 * same name.
 */
export function activateServerStyleSheet(
  theme: ThemeTokens,
  { assetsPath = '/assets/' }: { assetsPath?: string } = {},
): BrandStyleSheet {
  const { css, names } = compileRegisteredStyles(theme);
  const fileName = `cs-${createHash('sha256').update(css).digest('base64url').slice(0, 12)}.css`;
  const href = `${assetsPath}${fileName}`;
  activateStyleSheet({ theme, names, href });
  return { fileName, href, css };
}
