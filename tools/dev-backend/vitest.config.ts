import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../config/workspaceAliases.ts';
import { unitTestReporters } from '../../tools/config/vitest.report.ts';

export default defineConfig({
  resolve: { alias: workspaceAliases() },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    ...unitTestReporters(import.meta.dirname),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
