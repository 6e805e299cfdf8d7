import react from '@vitejs/plugin-react';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import { defineConfig } from 'vite';

// Emotion's JSX runtime (the `css` prop) and the workspace path aliases, as in the apps.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), nxViteTsPaths()],
  cacheDir: '../node_modules/.vite/storybook',
});
