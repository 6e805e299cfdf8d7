import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the colour rule bites (`casino/no-colour-literals`, tools/lint-rules): a colour literal anywhere in the
 * product's code but a brand's palette fails lint. The files are linted as text at a path; nothing is written.
 */
const workspaceRoot = join(import.meta.dirname, '../../..');
// Only the rule the tests look at runs.
const eslint = new ESLint({ cwd: workspaceRoot, ruleFilter: ({ ruleId }) => ruleId === 'casino/no-colour-literals' });
// The first lint loads the workspace's ESLint config, its plugins and parsers and Nx's project graph (seconds): once,
// before the tests, so each test only lints its probe. The hook may take as long as this project's tests may.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(workspaceRoot, 'libs/brands/curacao/src/lib/warm-up.tsx') });
}, 60_000);

async function colourErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'casino/no-colour-literals').map((m) => m.message);
}

describe('colour literals', () => {
  it.each([
    ['a hex colour in a component style', "export const s = 'color: #ff6b6b;';\n"],
    ['a short hex in a JSX attribute', 'export const x = <svg><rect fill="#fff" /></svg>;\n'],
    ['an rgba() overlay in a brand theme', "export const overlay = 'rgba(0, 0, 0, 0.6)';\n"],
    ['an hsl() built in a template', 'export const c = (h: number) => `hsl(${h} 50% 40%)`;\n'],
    ['an oklch() colour', "export const c = 'oklch(70% 0.1 200)';\n"],
  ])('fails on %s', async (_, code) => {
    expect(await colourErrors('libs/brands/curacao/src/lib/forbidden.tsx', code)).toEqual([
      expect.stringMatching(/Colour literal .* outside a brand palette/),
    ]);
  });

  it('fails in apps and Storybook frames too', async () => {
    expect(await colourErrors('apps/curacao/app/forbidden.tsx', "export const c = '#123456';\n")).toHaveLength(1);
    expect(await colourErrors('.storybook/forbidden.tsx', "export const c = '#123456';\n")).toHaveLength(1);
  });

  it("allows a brand's palette, and colours derived from it", async () => {
    const theme = [
      "import { withAlpha } from '@casino/design-system';",
      "export const palette = { night900: '#07131f', sun400: '#ffc83d', black: '#000000' } as const;",
      'export const overlay = withAlpha(palette.night900, 0.7);',
      'export const shadow = `0 1px 2px ${withAlpha(palette.black, 0.4)}`;',
      '',
    ].join('\n');
    expect(await colourErrors('libs/brands/curacao/src/lib/theme.ts', theme)).toEqual([]);
  });

  it('a palette is only the object literal of a variable named palette', async () => {
    expect(
      await colourErrors('libs/brands/curacao/src/lib/theme.ts', "export const colours = { night: '#07131f' };\n"),
    ).toHaveLength(1);
  });

  it("leaves alone what is no colour: fragments, a player's text, comments, and tests and tools", async () => {
    expect(
      await colourErrors(
        'libs/shell/src/lib/ok.tsx',
        'export const x = <a href="#main">#1 in slots</a>; // was #ff0000\n',
      ),
    ).toEqual([]);
    expect(await colourErrors('libs/shell/src/lib/ok.test.tsx', "export const c = '#123456';\n")).toEqual([]);
    expect(await colourErrors('tools/dev-backend/src/routes/page.ts', "export const c = '#123456';\n")).toEqual([]);
  });
});
