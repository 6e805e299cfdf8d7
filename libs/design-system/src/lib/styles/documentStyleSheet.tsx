import type { EmotionCache } from '@emotion/cache';
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { registeredStyles, resolveStyle } from './registry';
import { activateStyleSheet, activeStyleSheet, STYLE_KEY, STYLE_SHEET_ATTRIBUTE } from './styleSheet';

/**
 * The brand stylesheet's `<link>` for the document's head, where the server compiled one (`activateServerStyleSheet`):
 * the same element in the server's HTML and after hydration (the browser reads its address from it). Nothing without
 * a sheet (the dev server).
 */
export function DocumentStyleSheetLink() {
  const [href] = useState(() => activeStyleSheet()?.href);
  if (!href) return null;
  // A stylesheet with a precedence is React's to place: first among the head's requests (before the scripts'
  // preloads), so it arrives and the page paints before the scripts run (a phone's first paint waited for them).
  return <link rel="stylesheet" href={href} precedence="brand" {...{ [STYLE_SHEET_ATTRIBUTE]: '' }} />;
}

/** `CSSRule.KEYFRAMES_RULE`. */
const KEYFRAMES_RULE = 7;

/** The serialised names a stylesheet's rules carry: each style's class (`.cs-<name>`) and each keyframes' name. */
export function styleNamesOf(rules: CSSRuleList): Set<string> {
  const names = new Set<string>();
  const classPattern = new RegExp(`\\.${STYLE_KEY}-([A-Za-z0-9_-]+)`, 'g');
  const visit = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if ('selectorText' in rule && typeof rule.selectorText === 'string') {
        for (const match of rule.selectorText.matchAll(classPattern)) if (match[1]) names.add(match[1]);
      } else if (rule.type === KEYFRAMES_RULE && 'name' in rule && typeof rule.name === 'string') {
        names.add(rule.name);
      } else if ('cssRules' in rule) {
        visit(rule.cssRules as CSSRuleList);
      }
    }
  };
  visit(rules);
  return names;
}

function loaded(link: HTMLLinkElement, timeoutMs: number): Promise<boolean> {
  if (link.sheet) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      link.removeEventListener('load', onLoad);
      link.removeEventListener('error', onError);
      resolve(ok && Boolean(link.sheet));
    };
    const onLoad = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(Boolean(link.sheet)), timeoutMs);
    link.addEventListener('load', onLoad);
    link.addEventListener('error', onError);
  });
}

/**
 * Before a brand page hydrates: reads which styles the page's stylesheet holds, so that the browser names those classes
 * as the server did and inserts none of them again (decision 0015, point 3). When the sheet could not be loaded, every
 * registered style is inserted into the document's Emotion cache instead, so the classes the server named still have
 * their rules. A page without a sheet (the dev server) keeps Emotion alone.
 */
export async function activateDocumentStyleSheet(
  theme: Theme,
  documentCache: () => EmotionCache,
  { timeoutMs = 10_000 } = {},
): Promise<void> {
  if (typeof document === 'undefined') return;
  const link = document.querySelector<HTMLLinkElement>(`link[${STYLE_SHEET_ATTRIBUTE}]`);
  if (!link) return;
  const href = link.getAttribute('href') ?? undefined;
  let names: Set<string> | undefined;
  if (await loaded(link, timeoutMs)) {
    try {
      names = styleNamesOf(link.sheet?.cssRules as CSSRuleList);
    } catch {
      names = undefined;
    }
  }
  if (!names?.size) names = insertRegisteredStyles(theme, documentCache());
  activateStyleSheet({ theme, names, href });
}

/** Inserts every registered style of `theme` into `cache` (the sheet's stand-in); the names it inserted. */
export function insertRegisteredStyles(theme: Theme, cache: EmotionCache): Set<string> {
  const names = new Set<string>();
  for (const source of registeredStyles()) {
    const style = resolveStyle(source, theme);
    for (let current: typeof style | undefined = style; current; current = current.next) {
      if (names.has(current.name)) continue;
      names.add(current.name);
      if (cache.inserted[current.name] === undefined)
        cache.insert(current === style ? `.${STYLE_KEY}-${style.name}` : '', current, cache.sheet, true);
    }
  }
  return names;
}
