import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../config/workspaceAliases.ts';
import { unitTestReporters } from '../../tools/config/vitest.report.ts';

export default defineConfig({
  root: import.meta.dirname,
  // The Kubernetes check reads the server's own configuration parsers (@casino/site).
  resolve: { alias: workspaceAliases() },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    ...unitTestReporters(import.meta.dirname),
    testTimeout: 60_000,
  },
});
