import { libVitestConfig } from '../../tools/config/vitest.lib.ts';

// The app's own tests: its manifest and icons (the resource route with this brand's palette).
export default libVitestConfig(import.meta.dirname, { include: ['app/**/*.test.ts'], environment: 'node' });
