import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Named apart from vite.config.ts so the workspace's Nx plugins do not take the bench app for a project.
export default defineConfig({ root: import.meta.dirname, plugins: [reactRouter()], logLevel: 'warn' });
