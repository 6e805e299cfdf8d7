import type { AppSettings } from '@casino/api-contract';
import { useRouteLoaderData } from 'react-router';
import { ROOT_ROUTE_ID } from './rootData';

/** The brand's settings (the root route's data); undefined outside the route tree (a story without a root). */
export function useAppSettings(): AppSettings | undefined {
  return useRouteLoaderData<{ settings: AppSettings }>(ROOT_ROUTE_ID)?.settings;
}
