import { defineConfig } from 'vitest/config';
import { unitTestReporters } from '../../tools/config/vitest.report.ts';

// Unit tests of the journeys' own tooling (the e2e summary); the journeys themselves run under Playwright.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], ...unitTestReporters(import.meta.dirname) },
});
