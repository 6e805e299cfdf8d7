import { css, keyframes, type Theme } from '@emotion/react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { baseTheme } from '../theme/baseTheme';
import { defineStyle, styleParts, themed, themedVariants } from '../theme/themed';
import { ThemeProvider } from '../theme/ThemeProvider';
import { activateDocumentStyleSheet, DocumentStyleSheetLink, styleNamesOf } from './documentStyleSheet';
import { isRegisteredStyle, registeredStyles } from './registry';
import { activateStyleSheet, deactivateStyleSheet, sheetClassName, STYLE_SHEET_ATTRIBUTE } from './styleSheet';

const padding = defineStyle(css`
  padding: 7px;
`);
const panel = themed(
  (t) => css`
    background: ${t.color.surface};
    padding: ${t.space.md};
  `,
);
const row = defineStyle(css`
  display: flex;
  gap: 3px;
`);
const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const spinning = defineStyle(css`
  animation: ${spin} 1s linear infinite;
`);
const tone = themedVariants(
  (t: Theme, name: 'calm' | 'loud') => css`
    color: ${name === 'calm' ? t.color.text : t.color.danger};
  `,
  [['calm', 'loud']],
);
const direction = defineStyle(css`
  flex-direction: column;
`);
const gap = defineStyle(css`
  gap: 11px;
`);
const columnParts = styleParts(direction, gap, false);

/** A sheet holding `sources` in the base theme, as the server's would after compiling them. */
function activate(...sources: Array<(theme: Theme) => { name: string; next?: { name: string } }>) {
  const names = new Set<string>();
  for (const source of sources) {
    const style = source(baseTheme) as { name: string; next?: { name: string; next?: unknown } };
    names.add(style.name);
    for (let next = style.next as { name: string; next?: unknown } | undefined; next; next = next.next as typeof next)
      names.add(next.name);
  }
  activateStyleSheet({ theme: baseTheme, names, href: '/assets/cs-test.css' });
}
const asSource = (style: ReturnType<typeof css>) => () => style;

afterEach(() => deactivateStyleSheet());

describe('the style registry', () => {
  it('holds every module-level style in the order its module defined it, and the listed variants', () => {
    const all = registeredStyles();
    for (const style of [panel, row, spinning, direction, gap]) expect(isRegisteredStyle(style)).toBe(true);
    expect(all.indexOf(panel)).toBeLessThan(all.indexOf(row));
    // The variant family listed its values: both members are made for the sheet without a render asking for them.
    expect(all).toContain(tone('calm'));
    expect(all).toContain(tone('loud'));
    // A style built on render is not a module-level one.
    expect(
      isRegisteredStyle(css`
        color: red;
      `),
    ).toBe(false);
  });
});

describe('sheetClassName', () => {
  it('leaves every element to Emotion while the document has no sheet (Storybook, unit tests, the dev server)', () => {
    expect(sheetClassName(panel, undefined)).toBeUndefined();
  });

  it("names the sheet's class of a style it holds, after the element's own classes as Emotion puts them", () => {
    activate(panel, asSource(row));
    const name = panel(baseTheme).name;
    expect(sheetClassName(panel, undefined)).toBe(`cs-${name}`);
    expect(sheetClassName(panel, 'game-tile__art')).toBe(`game-tile__art cs-${name}`);
    expect(sheetClassName(row, '')).toBe(`cs-${row.name}`);
  });

  it('leaves to Emotion a style the sheet lacks, one built on render, and a className Emotion must merge', () => {
    activate(panel);
    expect(sheetClassName(row, undefined)).toBeUndefined();
    expect(
      sheetClassName(
        css`
          color: red;
        `,
        undefined,
      ),
    ).toBeUndefined();
    expect(
      sheetClassName(
        (t: Theme) => css`
          color: ${t.color.text};
        `,
        undefined,
      ),
    ).toBeUndefined();
    expect(sheetClassName(panel, 'cs-abc123 other')).toBeUndefined();
  });

  it('needs the keyframes a style uses in the sheet too', () => {
    activate(asSource(spinning));
    // The style's own name alone is not enough: its keyframes might be missing.
    activateStyleSheet({ theme: baseTheme, names: new Set([spinning.name]) });
    expect(sheetClassName(spinning, undefined)).toBeUndefined();
    activate(asSource(spinning));
    expect(sheetClassName(spinning, undefined)).toBe(`cs-${spinning.name}`);
  });

  it('names every part of a parts list side by side, skipping parts that are off, only when the sheet holds them all', () => {
    activate(asSource(direction), asSource(gap));
    expect(sheetClassName(columnParts, undefined)).toBe(`cs-${direction.name} cs-${gap.name}`);
    activate(asSource(direction));
    expect(sheetClassName(columnParts, undefined)).toBeUndefined();
  });
});

describe('the JSX runtime with a sheet', () => {
  it('renders an element the sheet styles as itself with the class: no Emotion wrapper, no inline style tag', () => {
    activate(panel);
    const html = renderToString(
      <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
        <section css={panel} className="box">
          text
        </section>
      </ThemeProvider>,
    );
    expect(html).toBe(`<section class="box cs-${panel(baseTheme).name}">text</section>`);
  });

  it('gives an element the class Emotion would give it', () => {
    // Without a sheet, Emotion names a pre-serialised style by its own name: the same class either way.
    const plain = render(
      <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
        <p css={row}>emotion</p>
      </ThemeProvider>,
    );
    const emotionClass = plain.getByText('emotion').className;
    plain.unmount();
    activate(asSource(row));
    const { getByText } = render(
      <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
        <p css={row}>sheet</p>
      </ThemeProvider>,
    );
    expect(getByText('sheet').className).toBe(emotionClass);
  });

  // A component given a sheet class as `className` that adds a css prop of its own (a page's css on a Button): the
  // passed-on style must win where the two differ, as in Emotion's merge.
  function Box({ className }: { className?: string }) {
    return (
      <div className={className} css={panel}>
        box
      </div>
    );
  }

  it("keeps a passed-on class beside the element's own when the sheet puts its rules later (it wins there too)", () => {
    // The sheet holds `panel`'s rules, then `row`'s: the passed-on style comes later.
    activate(panel, asSource(row));
    const { getByText } = render(
      <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
        <Box css={row} />
      </ThemeProvider>,
    );
    expect(getByText('box').className).toBe(`cs-${row.name} cs-${panel(baseTheme).name}`);
  });

  it("judges by the sheet's order, not the order this browser loaded the modules in", () => {
    // `row` is defined after `panel` here, but this sheet holds its rules first: only Emotion's merge makes it win.
    activate(asSource(row), panel);
    const { getByText } = render(
      <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
        <Box css={row} />
      </ThemeProvider>,
    );
    expect(getByText('box').className).toMatch(/^cs-[a-z0-9]+$/);
  });

  it("leaves the merge to Emotion when the passed-on style comes earlier in the sheet than the element's own", () => {
    const early = padding;
    // The passed-on style's rules come first in this sheet (a sheet's order is its own, not this module's).
    activate(asSource(early), panel);
    const { getByText } = render(
      <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
        <Box css={early} />
      </ThemeProvider>,
    );
    const merged = getByText('box').className;
    expect(merged).toMatch(/^cs-[a-z0-9]+$/);
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((r) => r.cssText.startsWith(`.${merged} `));
    // One class of both, the passed-on style after the element's own: its padding wins.
    expect(rule?.cssText).toContain(`background: ${baseTheme.color.surface}; padding: 7px;`);
  });
});

describe('the stylesheet link and the browser side', () => {
  it("links the sheet from the document's head where the server compiled one, and nothing without", () => {
    expect(renderToString(<DocumentStyleSheetLink />)).toBe('');
    activate(panel);
    expect(renderToString(<DocumentStyleSheetLink />)).toContain(
      `<link rel="stylesheet" href="/assets/cs-test.css" ${STYLE_SHEET_ATTRIBUTE}="" data-precedence="brand"/>`,
    );
  });

  it("reads the names of a sheet's rules: classes in any selector, inside media queries, and keyframes", () => {
    const tag = document.createElement('style');
    tag.textContent = `.cs-abc{color:red}.cs-def>li+li{gap:1px}@media (min-width: 1px){.cs-ghi:hover{color:blue}}@keyframes animation-xyz{from{opacity:0}}.plain{margin:0}`;
    document.head.append(tag);
    try {
      expect([...styleNamesOf(tag.sheet?.cssRules as CSSRuleList)].sort()).toEqual([
        'abc',
        'animation-xyz',
        'def',
        'ghi',
      ]);
    } finally {
      tag.remove();
    }
  });

  it('inserts every registered style itself when the page could not load its sheet, so the classes the server named still apply', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/cs-missing.css';
    link.setAttribute(STYLE_SHEET_ATTRIBUTE, '');
    document.head.append(link);
    try {
      const { documentStyleCache } = await import('../theme/ThemeProvider');
      const activation = activateDocumentStyleSheet(baseTheme, () => documentStyleCache(), { timeoutMs: 50 });
      link.dispatchEvent(new Event('error'));
      await activation;
      const name = panel(baseTheme).name;
      expect(sheetClassName(panel, undefined)).toBe(`cs-${name}`);
      expect(documentStyleCache().inserted[name]).toBe(true);
    } finally {
      link.remove();
    }
  });
});
