import { libVitestConfig } from '../../../tools/config/vitest.lib.ts';

export default libVitestConfig(import.meta.dirname);
