import { sheetClassName } from './styleSheet';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * An element's props with its `css` turned into the stylesheet's class names, when the document's sheet holds all of
 * it; undefined when Emotion should take the element (no `css`, or a style the sheet lacks).
 */
export function withSheetClass(props: unknown): Record<string, unknown> | undefined {
  if (props === null || typeof props !== 'object' || !hasOwn.call(props, 'css')) return undefined;
  const source = props as Record<string, unknown>;
  const className = sheetClassName(source['css'], source['className']);
  if (className === undefined) return undefined;
  const own: Record<string, unknown> = {};
  for (const key in source) if (key !== 'css' && hasOwn.call(source, key)) own[key] = source[key];
  own['className'] = className;
  return own;
}
