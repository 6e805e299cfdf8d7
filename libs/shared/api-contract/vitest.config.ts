import { defineConfig } from 'vitest/config';
import { unitTestReporters } from '../../../tools/config/vitest.report.ts';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';

export default defineConfig({
  plugins: [nxViteTsPaths()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    ...unitTestReporters(import.meta.dirname),
  },
});
