import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../config/workspaceAliases.ts';
import { unitTestReporters } from '../../tools/config/vitest.report.ts';

// The generators' own tests: each builds its output in a virtual tree. The path aliases let a test load a generated
// module (the placeholder palette) to check it.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/generators',
  resolve: { alias: workspaceAliases() },
  test: { environment: 'node', include: ['*/*.test.ts'], ...unitTestReporters(import.meta.dirname) },
});
