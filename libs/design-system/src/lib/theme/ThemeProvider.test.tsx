import { css } from '@emotion/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseTheme } from './baseTheme';
import { ThemeProvider } from './ThemeProvider';

const marked = css`
  outline-offset: 7px;
`;
const tagsWithMarkedStyle = () => [...document.head.querySelectorAll('style')].filter((tag) => tag.textContent?.includes('outline-offset:7px')).length;

describe('ThemeProvider', () => {
  it('writes a style into the document once, however many providers render it (one cache per document)', () => {
    const page = () => (
      <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
        <p css={marked}>styled</p>
      </ThemeProvider>
    );
    const first = render(page());
    expect(tagsWithMarkedStyle()).toBe(1);
    first.unmount();
    render(page());
    render(page());
    expect(tagsWithMarkedStyle()).toBe(1);
  });
});
