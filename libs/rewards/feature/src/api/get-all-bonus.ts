import { endpoints, PAGE_SIZE } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bonusKeys } from './bonus-keys';

export interface PromotionsParams {
  /** 1-based page (`?page=` of the URL). */
  page: number;
  language: string;
  /** Only deposit bonuses (true), only bonuses without a deposit (false, /freemoney), or all. */
  isDeposit?: boolean;
  /** The spec's country-check values: a signed-in player's country and currency (the backend leaves out what they cannot use). */
  country?: string;
  currency?: string;
}

/**
 * `GET /api/admin/get-all-bonus` for one page of the promotions list: pageNo, limit 24 (spec section 9), language,
 * the day of the week and time zone of the player (the backend's "runs today" checks) and, for a player, the
 * country-check values.
 */
export function getPromotions(api: ApiClient, { page, language, isDeposit, country, currency }: PromotionsParams, { signal, now = new Date() }: { signal?: AbortSignal; now?: Date } = {}) {
  return api.call(endpoints.getAllBonus, {
    query: {
      pageNo: page,
      limit: PAGE_SIZE,
      language,
      isDeposit,
      dayOfWeek: now.getDay(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      ...(country ? { country } : {}),
      ...(currency ? { currency } : {}),
    },
    signal,
  });
}

export function promotionsQueryOptions(api: ApiClient, params: PromotionsParams) {
  return queryOptions({
    queryKey: bonusKeys.promotions(params),
    queryFn: ({ signal }) => getPromotions(api, params, { signal }),
    staleTime: 60_000,
    select: (data) => data.bonus,
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function usePromotions(params: PromotionsParams) {
  return useQuery(promotionsQueryOptions(useApiClient(), params));
}
