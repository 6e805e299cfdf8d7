import { mergeConfig } from 'vitest/config';
import { pageModulesPlugin } from '../../tools/config/brand-routes.ts';
import { libVitestConfig } from '../../tools/config/vitest.lib.ts';
import { workspaceExportsPlugin } from '../../tools/config/workspacePackages.ts';

// The `*` route's page modules come from the page registry, as in the brand apps (tools/config/brand-routes.ts).
export default mergeConfig(libVitestConfig(import.meta.dirname), {
  plugins: [pageModulesPlugin(), workspaceExportsPlugin()],
});
