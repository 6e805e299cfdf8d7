import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the style rule bites (`casino/no-css-functions`, tools/lint-rules): a `css` prop written as a function in the
 * product's code fails lint; a module-level style passes. Probes are linted as text at a path; nothing is written.
 */
const workspaceRoot = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: workspaceRoot, ruleFilter: ({ ruleId }) => ruleId === 'casino/no-css-functions' });
// The first lint loads the workspace's config, plugins and Nx's project graph (seconds): once, before the tests.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(workspaceRoot, 'libs/lobby/ui/src/lib/warm-up.tsx') });
}, 60_000);

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'casino/no-css-functions').map((m) => m.message);
}

describe('css props written as functions', () => {
  it('fails on an arrow function or a function expression in a css prop, in a lib or an app', async () => {
    const arrow =
      "import { css } from '@emotion/react';\nexport const A = () => <p css={(t) => css`color: ${t.color.text};`}>a</p>;\n";
    const fn = 'export const B = () => <p css={function (t) { return t.x; }}>b</p>;\n';
    expect(await errors('libs/lobby/ui/src/lib/Probe.tsx', arrow)).toEqual([
      expect.stringMatching(/module-level themed/),
    ]);
    expect(await errors('libs/design-system/src/lib/Probe.tsx', fn)).toHaveLength(1);
    expect(await errors('apps/curacao/app/Probe.tsx', arrow)).toHaveLength(1);
  });

  it('passes a module-level style, and leaves tests and stories alone', async () => {
    const constant =
      "import { css } from '@emotion/react';\nimport { themed } from '@casino/design-system';\nconst look = themed((t) => css`color: ${t.color.text};`);\nexport const A = () => <p css={look}>a</p>;\n";
    expect(await errors('libs/lobby/ui/src/lib/Probe.tsx', constant)).toEqual([]);
    const inline = 'export const A = () => <p css={(t) => t.x}>a</p>;\n';
    expect(await errors('libs/lobby/ui/src/lib/Probe.test.tsx', inline)).toEqual([]);
    expect(await errors('libs/lobby/ui/src/lib/Probe.stories.tsx', inline)).toEqual([]);
  });
});
