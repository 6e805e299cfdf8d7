// @vitest-environment node
import { css, keyframes } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { activateServerStyleSheet } from '../../server';
import { baseTheme } from '../theme/baseTheme';
import { defineStyle, themed } from '../theme/themed';
import { ThemeProvider } from '../theme/ThemeProvider';
import { compileRegisteredStyles } from './buildStyleSheet';
import { deactivateStyleSheet } from './styleSheet';

const card = themed(
  (t) => css`
    background: ${t.color.surface};
    &:hover {
      outline: 1px solid ${t.color.border};
    }
  `,
);
const pulse = keyframes`from { opacity: 1; } to { opacity: 0.5; }`;
const pulsing = defineStyle(css`
  animation: ${pulse} 2s infinite;
`);
const alsoPulsing = defineStyle(css`
  animation: ${pulse} 3s infinite;
`);

afterEach(() => deactivateStyleSheet());

describe('the brand stylesheet on the server', () => {
  it('compiles every registered style as Emotion would insert it, each keyframes once', () => {
    expect(typeof document).toBe('undefined');
    const { css: text, names } = compileRegisteredStyles(baseTheme);
    const name = card(baseTheme).name;
    expect(text).toContain(
      `.cs-${name}{background:${baseTheme.color.surface};}.cs-${name}:hover{outline:1px solid ${baseTheme.color.border};}`,
    );
    expect(names.has(name)).toBe(true);
    expect(names.has(pulse.name)).toBe(true);
    expect(text.split(`@keyframes ${pulse.name}`)).toHaveLength(2);
    expect(text).toMatch(new RegExp(`\\.cs-${alsoPulsing.name}\\{[^}]*animation:${pulse.name} 3s infinite;\\}`));
    // The global styles are element selectors for the head, not a class of the sheet.
    expect(text).not.toContain('box-sizing');
    expect(names.has(pulsing.name)).toBe(true);
  });

  it('names the file by its content, the same for the same styles, and its pages carry no inline tag for them', () => {
    const first = activateServerStyleSheet(baseTheme);
    const again = activateServerStyleSheet(baseTheme);
    expect(first.fileName).toMatch(/^cs-[A-Za-z0-9_-]{12}\.css$/);
    expect(again.fileName).toBe(first.fileName);
    expect(first.href).toBe(`/assets/${first.fileName}`);
    const html = renderToString(
      <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
        <div css={card}>held</div>
        <div
          css={css`
            color: rebeccapurple;
          `}
        >
          built on render
        </div>
      </ThemeProvider>,
    );
    expect(html).toContain(`<div class="cs-${card(baseTheme).name}">held</div>`);
    // Only the style the sheet cannot hold is inline.
    expect(html.match(/<style data-emotion/g)).toHaveLength(1);
    expect(html).toContain('color:rebeccapurple');
  });
});
