import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the layer rules of ARCHITECTURE.md bite: each forbidden import below must make lint fail with
 * @nx/enforce-module-boundaries, and the allowed one must pass. The files are linted as text at a path
 * inside the project; nothing is written to disk.
 */
const workspaceRoot = join(import.meta.dirname, '../../..');
// Only the rule the tests look at runs.
const eslint = new ESLint({
  cwd: workspaceRoot,
  ruleFilter: ({ ruleId }) => ruleId === '@nx/enforce-module-boundaries',
});
// The first lint loads the workspace's ESLint config, its plugins and parsers and Nx's project graph (seconds): once,
// before the tests, so each test only lints its probe. The hook may take as long as this project's tests may.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(workspaceRoot, 'libs/design-system/src/lib/warm-up.ts') });
}, 60_000);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries', () => {
  it('the design system may not import a data-access lib (a higher layer)', async () => {
    const errors = await boundaryErrors(
      'libs/design-system/src/lib/forbidden.ts',
      "import { createI18n } from '@casino/i18n';\nexport const x = createI18n;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/type:design-system.*can only depend on libs tagged with.*type:util/s),
    ]);
  });

  it('the design system may not import the shell (also a cycle)', async () => {
    const errors = await boundaryErrors(
      'libs/design-system/src/lib/forbidden.ts',
      "import { ShellLayout } from '@casino/shell';\nexport const x = ShellLayout;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it("one brand's app may not import another brand's theme", async () => {
    const errors = await boundaryErrors(
      'apps/panel/app/forbidden.ts',
      "import { theme } from '@casino/brand-curacao';\nexport const x = theme;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/brand:panel.*can not depend on libs tagged with.*brand:curacao/s)]);
  });

  it('a brand lib may not import another brand lib', async () => {
    const errors = await boundaryErrors(
      'libs/brands/panel/src/lib/forbidden.ts',
      "import { theme } from '@casino/brand-curacao';\nexport const x = theme;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('a brand added by the generator is fenced in without naming it anywhere (the brand list is libs/brands)', async () => {
    const errors = await boundaryErrors(
      'apps/aurora/app/forbidden.ts',
      "import { theme } from '@casino/brand-royale';\nexport const x = theme;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/brand:aurora.*can not depend on libs tagged with.*brand:royale/s)]);
  });

  it('the shell may not import a domain feature (the app hands features in)', async () => {
    const errors = await boundaryErrors(
      'libs/shell/src/lib/forbidden.ts',
      "import { HomePage } from '@casino/lobby-feature';\nexport const x = HomePage;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('no relative path into another project: its index.ts is its only door', async () => {
    const errors = await boundaryErrors(
      'libs/design-system/src/lib/forbidden.ts',
      "import { tokens } from '../../../shared/site/src/lib/pages';\nexport const x = tokens;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/relative imports of other projects|relative or absolute path/i)]);
  });

  it('an app may compose brand, shell, features and the design system', async () => {
    const code = [
      "import { theme } from '@casino/brand-curacao';",
      "import { ShellLayout } from '@casino/shell';",
      "import { HomePage } from '@casino/lobby-feature';",
      "import { Button } from '@casino/design-system';",
      'export const all = [theme, ShellLayout, HomePage, Button];',
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/curacao/app/allowed.ts', code)).toEqual([]);
  });
});
