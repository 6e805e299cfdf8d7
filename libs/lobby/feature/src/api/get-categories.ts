import { endpoints, type Category } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, lobbyKeys } from './lobby-keys';

/** `GET /api/admin/get-full-category-list` (spec section 7): the categories in the player's language. */
export async function getCategories(
  api: ApiClient,
  locale: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Category[]> {
  const data = await api.call(endpoints.getFullCategoryList, { query: { locale }, signal });
  return [...data.topCategoryList].sort((a, b) => a.order - b.order);
}

export function categoriesQueryOptions(api: ApiClient, locale: string) {
  return queryOptions({
    queryKey: lobbyKeys.categories(locale),
    queryFn: ({ signal }) => getCategories(api, locale, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategories(locale: string) {
  return useQuery(categoriesQueryOptions(useApiClient(), locale));
}
