import { libVitestConfig } from '../../../tools/config/vitest.lib.ts';

// Form tests type into many fields with user-event: on a 2-core CI machine that takes longer than the 5 s default.
export default libVitestConfig(import.meta.dirname, { testTimeout: 30_000 });
