import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../config/workspaceAliases.ts';
import { unitTestReporters } from '../../tools/config/vitest.report.ts';

// The generators' own tests: each builds its output in a virtual tree. The path aliases let a test load a generated
// module (the placeholder palette) to check it.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/generators',
  resolve: { alias: workspaceAliases() },
  // One file at a time: the domain, page and endpoint tests each type-check, lint and test a scratch copy of the
  // workspace (child processes that use every core), which side by side only take turns on the same cores.
  test: {
    environment: 'node',
    include: ['*/*.test.ts'],
    fileParallelism: false,
    ...unitTestReporters(import.meta.dirname),
  },
});
