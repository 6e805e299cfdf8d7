import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(__dirname, '../../..');
const probePath = join(workspaceRoot, 'libs/lobby/feature/src/lib/format-probe.tsx');

describe('formatting (#40 item 3)', () => {
  it('is checked by npm test: its format-check target runs prettier --check over the tree', () => {
    const scripts = (
      JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts['test']?.split(' ')).toContain('format-check');
    const targets = (
      JSON.parse(readFileSync(join(__dirname, '../project.json'), 'utf8')) as {
        targets: Record<string, { command?: string }>;
      }
    ).targets;
    expect(targets['format-check']?.command).toMatch(/^prettier --check .* \.$/);
  });

  it("fails a file not written the workspace's way (a long line, double quotes) and passes it once formatted", async () => {
    const options = { ...(await prettier.resolveConfig(probePath)), filepath: probePath };
    expect(options).toMatchObject({ printWidth: 120, singleQuote: true });
    const probe = `import { useState } from "react";\nexport function Probe({ first, second, third }: { first: string; second: string; third: string }) { const [open] = useState(false); return <p>{open ? first : second}{third}</p>; }\n`;
    expect(await prettier.check(probe, options)).toBe(false);
    const formatted = await prettier.format(probe, options);
    expect(await prettier.check(formatted, options)).toBe(true);
    expect(formatted).toContain("from 'react'");
    expect(Math.max(...formatted.split('\n').map((line) => line.length))).toBeLessThanOrEqual(120);
  });

  it('leaves out what is built or installed, and the hand-written prose', async () => {
    const ignore = readFileSync(join(workspaceRoot, '.prettierignore'), 'utf8').split('\n');
    for (const entry of ['node_modules', 'dist', 'build', '*.md']) expect(ignore).toContain(entry);
    expect(
      (
        await prettier.getFileInfo(join(workspaceRoot, 'README.md'), {
          ignorePath: join(workspaceRoot, '.prettierignore'),
        })
      ).ignored,
    ).toBe(true);
    expect(
      (await prettier.getFileInfo(probePath, { ignorePath: join(workspaceRoot, '.prettierignore') })).ignored,
    ).toBe(false);
  });
});
