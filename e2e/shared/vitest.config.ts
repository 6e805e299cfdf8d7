import { defineConfig } from 'vitest/config';

// Unit tests of the journeys' own tooling (the e2e summary); the journeys themselves run under Playwright.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], reporters: ['default'] },
});
