// The development JSX runtime (Vitest, Storybook, the dev server): the same fast path as `jsx-runtime.ts`.
import { Fragment, jsxDEV as emotionJsxDEV } from '@emotion/react/jsx-dev-runtime';
import { jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { withSheetClass } from './lib/styles/jsxFastPath';

export type { JSX } from '@emotion/react/jsx-dev-runtime';
export { Fragment };

export const jsxDEV: typeof reactJsxDEV = (type, props, key, isStatic, source, self) => {
  const own = withSheetClass(props);
  return own
    ? reactJsxDEV(type, own, key, isStatic, source, self)
    : emotionJsxDEV(type, props, key, isStatic, source, self);
};
