import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The workspace's build config is not a project of its own; this is its test.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createNodesV2, vitestTarget } from '../../config/nxVitestTargets';

/** A scratch workspace holding these files (empty contents). */
function workspaceWith(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'nx-vitest-targets-'));
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    // A config that does not even parse: the plugin must not load one (see the test below).
    writeFileSync(join(root, file), file.includes('vitest.config') ? 'export default ((' : '{}');
  }
  return root;
}

async function projectsFor(workspaceRoot: string, configFiles: string[]) {
  const [, createNodes] = createNodesV2;
  const results = await createNodes(configFiles, undefined, { workspaceRoot, nxJsonConfiguration: {} } as Parameters<
    typeof createNodes
  >[2]);
  return Object.assign({}, ...results.map(([, result]) => result.projects));
}

describe('the local Nx plugin that gives each Vitest project its test target (nx.json)', () => {
  it('gives a project with a vitest config a cached `vitest` run in its own folder, without loading the config', async () => {
    // The configs do not parse: the plugin must not load them (resolving every config cost 70 s per graph).
    const root = workspaceWith([
      'libs/a/project.json',
      'libs/a/vitest.config.ts',
      'tools/b/package.json',
      'tools/b/vitest.config.mts',
    ]);
    const projects = await projectsFor(root, ['libs/a/vitest.config.ts', 'tools/b/vitest.config.mts']);
    expect(projects['libs/a'].targets.test).toEqual(vitestTarget('libs/a'));
    expect(projects['libs/a'].targets.test).toMatchObject({
      command: 'vitest',
      options: { cwd: 'libs/a' },
      cache: true,
    });
    expect(projects['tools/b'].targets.test.options).toEqual({ cwd: 'tools/b' });
  });

  it('leaves a config in a folder that is not a project alone', async () => {
    const root = workspaceWith(['scratch/vitest.config.ts']);
    expect(await projectsFor(root, ['scratch/vitest.config.ts'])).toEqual({});
  });

  it('names what the run reads: the project, what its dependencies ship, Vitest’s version and CI', () => {
    expect(vitestTarget('libs/a').inputs).toEqual([
      'default',
      '^production',
      { externalDependencies: ['vitest'] },
      { env: 'CI' },
    ]);
  });
});
