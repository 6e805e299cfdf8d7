import createCache from '@emotion/cache';
import type { SerializedStyles, Theme } from '@emotion/react';
import { registeredStyles, resolveStyle } from './registry';
import { STYLE_KEY } from './styleSheet';

/** The brand stylesheet compiled from the registry: its text, and the serialised names whose rules it holds. */
export interface CompiledStyleSheet {
  css: string;
  names: Set<string>;
}

/**
 * Every registered style of `theme`, compiled as Emotion compiles a style it inserts (its own cache and stylis), in the
 * order the modules defined them. Keyframes a style uses come once, before the first style that needs them. Must run
 * where Emotion's cache compiles to text (Node): in a browser Emotion's cache inserts instead.
 */
export function compileRegisteredStyles(theme: Theme): CompiledStyleSheet {
  const cache = createCache({ key: STYLE_KEY });
  const names = new Set<string>();
  let css = '';
  const add = (selector: string, style: SerializedStyles) => {
    if (names.has(style.name)) return;
    names.add(style.name);
    const rules = cache.insert(selector, style, cache.sheet, true);
    if (typeof rules !== 'string')
      throw new Error('compileRegisteredStyles runs where Emotion compiles styles to text (the server)');
    css += rules;
  };
  for (const source of registeredStyles()) {
    const style = resolveStyle(source, theme);
    for (let next = style.next; next; next = next.next) add('', next);
    add(`.${STYLE_KEY}-${style.name}`, style);
  }
  return { css, names };
}
