import { libVitestConfig } from '../../tools/config/vitest.lib.ts';

// UI tests click through dialogs with user-event: on a busy 2-core CI machine that can pass the 5 s default.
export default libVitestConfig(import.meta.dirname, { testTimeout: 30_000 });
