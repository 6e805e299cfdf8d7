import { defineConfig } from 'vitest/config';
import { unitTestReporters } from '../../tools/config/vitest.report.ts';

export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['src/**/*.test.ts'], ...unitTestReporters(import.meta.dirname), testTimeout: 60_000 },
});
