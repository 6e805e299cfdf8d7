import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider as EmotionThemeProvider, css, type Theme } from '@emotion/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ThemeTokens } from './tokens';
import { media } from './tokens';
import { themed } from './themed';

export type Direction = 'ltr' | 'rtl';

const DirectionContext = createContext<Direction>('ltr');

export interface ThemeProviderProps {
  theme: ThemeTokens;
  /**
   * Text direction. The document's `dir` attribute is the app's job; this one is for
   * components that need to know (icons that point, carousels).
   * @default 'ltr'
   */
  dir?: Direction;
  /** CSP nonce put on every style tag Emotion writes, on the server and in the browser. */
  nonce?: string;
  /**
   * Write global element styles (box-sizing, body colours and font).
   * @default true
   */
  withGlobalStyles?: boolean;
  children: ReactNode;
}

/** A new Emotion cache: on the server, one per request (what it holds is what the response's style tags carry). */
export function createStyleCache(nonce?: string): EmotionCache {
  return createCache({ key: 'cs', nonce });
}

const documentCaches = new WeakMap<Document, EmotionCache>();

/**
 * The cache of a provider: in a document, the document's own (every provider in it writes a style into its head once,
 * as Emotion's default cache does: the error page's provider, Storybook's stories, and a test file's renders, which
 * each wrote every style again in a new tag, and jsdom parsed each tag again); on the server a new one per provider.
 */
function styleCacheFor(nonce: string | undefined): EmotionCache {
  if (typeof document === 'undefined') return createStyleCache(nonce);
  let cache = documentCaches.get(document);
  if (!cache) {
    cache = createStyleCache(nonce);
    documentCaches.set(document, cache);
  }
  return cache;
}

const globalStyles = themed((theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    font-size: ${theme.typography.baseSize}px;
    color-scheme: ${theme.colorScheme};
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.color.background};
    color: ${theme.color.text};
    font-family: ${theme.typography.fontFamily};
    font-size: ${theme.typography.size.md};
    line-height: ${theme.typography.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.typography.headingFontFamily};
    letter-spacing: ${theme.typography.headingLetterSpacing};
    line-height: ${theme.typography.lineHeight.tight};
    margin: 0 0 ${theme.space.sm};
  }
  a {
    color: ${theme.color.link};
  }
  :focus-visible {
    outline: 3px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  ${media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`);

/**
 * Brand theme for everything below it: Emotion theme, a nonce-aware style cache and global styles.
 * SSR-safe: Emotion writes its style tags inline while streaming and moves them to `<head>` before hydration.
 */
export function ThemeProvider({ theme, dir = 'ltr', nonce, withGlobalStyles = true, children }: ThemeProviderProps) {
  const [cache] = useState(() => styleCacheFor(nonce));
  return (
    <CacheProvider value={cache}>
      <EmotionThemeProvider theme={theme}>
        <DirectionContext.Provider value={dir}>
          {withGlobalStyles && <Global styles={globalStyles} />}
          {children}
        </DirectionContext.Provider>
      </EmotionThemeProvider>
    </CacheProvider>
  );
}

/** The text direction the nearest ThemeProvider was given. */
export function useDirection(): Direction {
  return useContext(DirectionContext);
}
