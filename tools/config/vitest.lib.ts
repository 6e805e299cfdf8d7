import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { unitTestReporters } from './vitest.report.ts';
import { workspaceAliases } from './workspaceAliases.ts';

/**
 * Shared Vitest set-up for React libraries: the design system's JSX runtime (Emotion's), the workspace path aliases,
 * jsdom and Testing Library's matchers. A lib's vitest.config.ts is one call to this.
 */
const workspaceRoot = new URL('../../', import.meta.url).pathname;

export function libVitestConfig(projectRoot: string, overrides: ViteUserConfig['test'] = {}) {
  return defineConfig({
    root: projectRoot,
    // Libs carry their own package.json (for `sideEffects`); shared set-up lives at the workspace root.
    server: { fs: { allow: [workspaceRoot] } },
    cacheDir: '../../node_modules/.vite/vitest',
    plugins: [react({ jsxImportSource: '@casino/design-system' })],
    // user-event without its pointer-events check, which cost about 100 ms a click in jsdom (see userEvent.ts).
    resolve: {
      alias: [
        ...workspaceAliases(),
        { find: /^@testing-library\/user-event$/, replacement: new URL('./userEvent.ts', import.meta.url).pathname },
      ],
    },
    test: {
      environment: 'jsdom',
      // A worker runs its test files in one jsdom window and module registry instead of a new one per file: a lib's
      // tests in a third to a quarter of the time (libs/shell 45 to 13 s). vitest.setup.ts gives every file a blank
      // browser state and restores stubs, spies and clocks after it.
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
      ...unitTestReporters(projectRoot),
      ...overrides,
    },
  });
}
