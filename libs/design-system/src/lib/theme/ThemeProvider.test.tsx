import { css } from '@emotion/react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { baseTheme } from './baseTheme';
import { DocumentGlobalStyles, ThemeProvider } from './ThemeProvider';

const marked = css`
  outline-offset: 7px;
`;
const tagsWithMarkedStyle = () =>
  [...document.head.querySelectorAll('style')].filter((tag) => tag.textContent?.includes('outline-offset:7px')).length;

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

  it('writes the document global styles into the head of the server HTML with the nonce, before the body', () => {
    const html = renderToString(
      <html lang="en">
        <head>
          <DocumentGlobalStyles theme={baseTheme} nonce="n0nce" />
        </head>
        <body>
          <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
            <main>content</main>
          </ThemeProvider>
        </body>
      </html>,
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toMatch(/<style data-cs-global="" nonce="n0nce">[^<]*body\s*\{[^}]*margin:\s*0/);
    // Nothing of them in the body, where a browser may paint before reading it; and Emotion's Global is off.
    expect(html.slice(html.indexOf('<body>'))).not.toMatch(/box-sizing|cs-global/);
  });

  it("keeps the document's first nonce when a later render brings another (a loader's run after a sign-up)", () => {
    // A fresh nonce is not in this page's CSP: a style element carrying it would be refused by the browser.
    const { rerender } = render(<DocumentGlobalStyles theme={baseTheme} nonce="first" />, { container: document.head });
    rerender(<DocumentGlobalStyles theme={baseTheme} nonce="fresh" />);
    const tags = document.head.querySelectorAll('style[data-cs-global]');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.getAttribute('nonce')).toBe('first');
  });
});
