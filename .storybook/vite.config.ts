import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../tools/config/workspaceAliases.ts';

// Emotion's JSX runtime (the `css` prop) and the workspace path aliases, as in the apps.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias: workspaceAliases() },
  cacheDir: '../node_modules/.vite/storybook',
});
