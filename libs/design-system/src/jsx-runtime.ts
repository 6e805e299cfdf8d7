// The JSX runtime of every brand app, lib, story and test (`jsxImportSource: "@casino/design-system"`): Emotion's, with
// one fast path (decision 0015, point 3). An element whose `css` the document's stylesheet holds whole is rendered as
// the element itself with the sheet's class names, with no Emotion wrapper, no serialising and no inline style tag;
// everything else (no sheet, a style the sheet lacks, a `className` Emotion must merge) goes to Emotion unchanged.
import { Fragment, jsx as emotionJsx, jsxs as emotionJsxs } from '@emotion/react/jsx-runtime';
import { jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { withSheetClass } from './lib/styles/jsxFastPath';

export type { JSX } from '@emotion/react/jsx-runtime';
export { Fragment };

type Jsx = typeof reactJsx;

export const jsx: Jsx = (type, props, key) => {
  const own = withSheetClass(props);
  return own ? reactJsx(type, own, key) : emotionJsx(type, props, key);
};

export const jsxs: Jsx = (type, props, key) => {
  const own = withSheetClass(props);
  return own ? reactJsxs(type, own, key) : emotionJsxs(type, props, key);
};
