import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The teams' CI builds only what a change affects (`.github/workflows/ci.yml`, `npm run affected`): these are the sets
 * Nx's own `nx show projects --affected --files` gives for a change to one brand's lib and to one domain lib. Nx reads
 * the project graph for each (seconds): all three are asked once, before the tests.
 */
const workspaceRoot = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

async function affectedBy(file: string): Promise<string[]> {
  const { stdout } = await run('npx', ['nx', 'show', 'projects', '--affected', `--files=${file}`, '--json'], {
    cwd: workspaceRoot,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return (JSON.parse(stdout.slice(stdout.indexOf('['))) as string[]).sort();
}

const brands = ['aurora', 'curacao', 'panel', 'royale'];
let royaleTheme: string[] = [];
let cashierUi: string[] = [];

beforeAll(async () => {
  // One after the other: each reads the whole graph.
  royaleTheme = await affectedBy('libs/brands/royale/src/lib/theme.ts');
  cashierUi = await affectedBy('libs/cashier/ui/src/lib/withdraw/WithdrawQuote.tsx');
}, 120_000);

describe('what a change affects', () => {
  it("a change to one brand's lib reaches that brand's app, its e2e suite and Storybook, and no other brand", () => {
    expect(royaleTheme).toEqual(expect.arrayContaining(['brand-royale', 'royale', 'e2e-royale', 'storybook']));
    for (const other of brands.filter((b) => b !== 'royale')) {
      expect(royaleTheme).not.toContain(other);
      expect(royaleTheme).not.toContain(`e2e-${other}`);
      expect(royaleTheme).not.toContain(`brand-${other}`);
    }
    // Nothing the brand's lib does not reach: no domain lib.
    expect(royaleTheme.filter((p) => p.endsWith('-feature') || p.endsWith('-ui'))).toEqual([]);
  });

  it('a change to a domain lib reaches its dependents (its feature lib, every brand, their suites, Storybook) and not the other domains', () => {
    expect(cashierUi).toEqual(
      expect.arrayContaining([
        'cashier-ui',
        'cashier-feature',
        'storybook',
        ...brands,
        ...brands.map((b) => `e2e-${b}`),
      ]),
    );
    expect(cashierUi).not.toContain('lobby-ui');
    expect(cashierUi).not.toContain('rewards-feature');
    expect(cashierUi).not.toContain('design-system');
  });
});

describe('the teams’ CI', () => {
  it('runs npm run affected against the merge base, and npm run affected is nx affected over every kind of check', () => {
    const workflow = parse(readFileSync(join(workspaceRoot, '.github/workflows/ci.yml'), 'utf8')) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps: Array<{ run?: string; uses?: string; with?: Record<string, unknown> }> }>;
    };
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request']));
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    expect(steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
    expect(steps.some((step) => step.uses?.startsWith('nrwl/nx-set-shas'))).toBe(true);
    expect(steps.some((step) => step.run?.includes('npm run affected -- --base="$NX_BASE" --head="$NX_HEAD"'))).toBe(
      true,
    );
    expect(steps.some((step) => step.uses?.startsWith('actions/upload-artifact'))).toBe(true);
    // Formatting is the whole tree's, checked on every change.
    expect(steps.some((step) => step.run === 'npm run format:check')).toBe(true);
    const script =
      (JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
        .scripts['affected'] ?? '';
    expect(script).toMatch(/^nx affected -t /);
    for (const target of ['lint', 'typecheck', 'test', 'build', 'build-storybook', 'e2e'])
      expect(script.split(/\s+/)).toContain(target);
  });
});
