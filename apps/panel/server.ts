// Production server of the brand: the SSR build's entry (see vite.config.ts).
import { runBrandServer } from '@casino/brand-server';
import { brand, theme } from '@casino/brand-panel';
import { activateServerStyleSheet } from '@casino/design-system/server';
import * as build from 'virtual:react-router/server-build';

// The route modules are imported by now, and with them every module-level style: the brand's stylesheet (decision 0015).
await runBrandServer({
  build,
  brandId: brand.id,
  importMetaUrl: import.meta.url,
  styleSheet: activateServerStyleSheet(theme),
});
