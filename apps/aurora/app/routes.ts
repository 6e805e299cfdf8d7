import { route, type RouteConfig } from '@react-router/dev/routes';
import { brandRoutes } from '../../../tools/config/brand-routes.ts';

// The web app manifest and its icons, made from this brand's data by its resource route (pwa.ts).
export default [
  ...brandRoutes('basic'),
  route('manifest.webmanifest', 'pwa.ts', { id: 'pwa-manifest' }),
  route('pwa/:icon', 'pwa.ts', { id: 'pwa-icon' }),
] satisfies RouteConfig;
