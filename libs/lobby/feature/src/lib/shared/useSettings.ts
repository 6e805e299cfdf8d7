import type { AppSettings } from '@casino/api-contract';
import { ROOT_ROUTE_ID } from '@casino/page';
import { useRouteLoaderData } from 'react-router';

/** The brand's settings (the root route's data). */
export function useAppSettings(): AppSettings | undefined {
  return useRouteLoaderData<{ settings: AppSettings }>(ROOT_ROUTE_ID)?.settings;
}
