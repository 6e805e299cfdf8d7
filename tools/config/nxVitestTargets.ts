import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CreateNodesV2, TargetConfiguration } from '@nx/devkit';

/**
 * The `test` target of every project with a `vitest.config.ts` (or `.mts`): `vitest` in the project's folder, cached,
 * with its unit-test report (see vitest.report.ts) as an output.
 *
 * This replaces `@nx/vitest`'s plugin, which built the same target by resolving each project's whole Vite config
 * (plugins and all) to read its coverage folder: 49 configs took 70 s of a 2-core machine's wall time (100 CPU-s) each
 * time Nx built its project graph without a cache, which is every run on a clean clone (the gate, a team's CI). The
 * configs here all come from `libVitestConfig` (or set the same reporters), so what it read is known without loading
 * them: coverage, when asked for, goes to Vitest's default `coverage/` folder, which `targetDefaults.test` lists with the
 * report folder in nx.json.
 *
 * A config is a project's only where the folder is a project (a project.json or package.json beside it), as the plugin
 * it replaces decided.
 */
export const createNodesV2: CreateNodesV2 = [
  '**/vitest.config.{ts,mts}',
  (configFiles, _options, context) =>
    configFiles.flatMap((configFile) => {
      const root = dirname(configFile);
      const isProject = ['project.json', 'package.json'].some((file) =>
        existsSync(join(context.workspaceRoot, root, file)),
      );
      return isProject
        ? [[configFile, { projects: { [root]: { targets: { test: vitestTarget(root) } } } }] as const]
        : [];
    }),
];

export function vitestTarget(projectRoot: string): TargetConfiguration {
  return {
    command: 'vitest',
    options: { cwd: projectRoot },
    cache: true,
    parallelism: true,
    // Vitest runs the project's sources and, through the workspace's path aliases, its dependencies' sources (tests
    // included in `default`, only what ships of a dependency). The shared set-up in tools/config is in every project's
    // inputs through nx.json's sharedGlobals.
    inputs: ['default', '^production', { externalDependencies: ['vitest'] }, { env: 'CI' }],
    metadata: { technologies: ['vitest'], description: 'Run Vitest tests' },
  };
}
