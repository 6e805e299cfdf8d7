import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider as EmotionThemeProvider, css, type Theme } from '@emotion/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ThemeTokens } from './tokens';
import { media } from './tokens';
import { memoByTheme } from './themed';
import { primeStyleCache } from '../styles/styleSheet';

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
   * Write global element styles (box-sizing, body colours and font) with Emotion's `Global`, which follows a theme that
   * changes (a designer switching brands in Storybook). A server-rendered document whose theme never changes writes
   * them in its head instead ({@link DocumentGlobalStyles}) and turns this off.
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

/** The document's Emotion cache (created with `nonce` if it has none yet): the one every provider in it uses. */
export function documentStyleCache(nonce?: string): EmotionCache {
  return styleCacheFor(nonce);
}

/**
 * The cache of a provider: in a document, the document's own (every provider in it writes a style into its head once,
 * as Emotion's default cache does: the error page's provider, Storybook's stories, and a test file's renders, which
 * each wrote every style again in a new tag, and jsdom parsed each tag again); on the server a new one per provider.
 */
function styleCacheFor(nonce: string | undefined): EmotionCache {
  // What the document's brand stylesheet holds counts as inserted (decision 0015, point 3).
  if (typeof document === 'undefined') return primeStyleCache(createStyleCache(nonce));
  let cache = documentCaches.get(document);
  if (!cache) {
    cache = createStyleCache(nonce);
    documentCaches.set(document, cache);
  }
  return primeStyleCache(cache);
}

// Element selectors for Emotion's `Global` and the document's head, not a class: kept out of the stylesheet's registry.
const globalStyles = memoByTheme(
  (theme: Theme) => css`
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
  `,
);

/**
 * The global styles as an element of the document's `<head>`, for a server-rendered document whose theme never changes
 * (the brand apps' root layout). The same element is in the server's HTML and after hydration, before anything of the
 * body: Emotion's `Global` writes its tag first in the body and moves it into the head during hydration, so a browser
 * could paint the top of the body before `body { margin: 0 }` applied, and the page moved by 8 px (a layout shift the
 * consent journey caught now and then). The CSS is built once per theme; nothing in it needs Emotion's compiler (plain
 * selectors, and one media query around plain ones).
 */
export function DocumentGlobalStyles({ theme, nonce }: { theme: ThemeTokens; nonce?: string }) {
  // The document's own nonce, from the first render: a later one (the root loader's run after a sign-up or a language
  // change carries a fresh nonce this page's CSP does not know) would make the browser refuse the style.
  const [documentNonce] = useState(nonce);
  return (
    <style data-cs-global="" nonce={documentNonce} dangerouslySetInnerHTML={{ __html: documentGlobalCss(theme) }} />
  );
}

const documentGlobalCssByTheme = new WeakMap<ThemeTokens, string>();

/** The global styles' text, whitespace runs folded (the template's indentation), once per theme. */
function documentGlobalCss(theme: ThemeTokens): string {
  let text = documentGlobalCssByTheme.get(theme);
  if (text === undefined) {
    text = globalStyles(theme)
      .styles.replace(/\s+/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1')
      .trim();
    documentGlobalCssByTheme.set(theme, text);
  }
  return text;
}

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
