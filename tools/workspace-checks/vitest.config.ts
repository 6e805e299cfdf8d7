import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['src/**/*.test.ts'], reporters: ['default'], testTimeout: 60_000 },
});
