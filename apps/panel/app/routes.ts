import type { RouteConfig } from '@react-router/dev/routes';
import { brandRoutes } from '../../../tools/config/brand-routes.ts';

export default brandRoutes('panel') satisfies RouteConfig;
