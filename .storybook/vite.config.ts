import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../tools/config/workspaceAliases.ts';

// The design system's JSX runtime (Emotion's, the `css` prop, with the stylesheet's fast path) and the workspace path aliases, as in the apps.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@casino/design-system' })],
  resolve: { alias: workspaceAliases() },
  cacheDir: '../node_modules/.vite/storybook',
});
