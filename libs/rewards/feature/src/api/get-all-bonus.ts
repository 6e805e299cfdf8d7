import { endpoints, PAGE_SIZE, type QueryOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

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

type AllBonusQuery = QueryOf<typeof endpoints.getAllBonus>;

/** `GET /api/admin/get-all-bonus`: the fetcher, the one place this lib calls the endpoint (server loaders and hooks alike). */
export function getAllBonus(api: ApiClient, query: AllBonusQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getAllBonus, { query, signal });
}

/**
 * The query of one page of the promotions list: pageNo, limit 24 (spec section 9), language, the day of the week and
 * time zone of the player (the backend's "runs today" checks) and, for a player, the country-check values.
 */
export function promotionsQuery(
  { page, language, isDeposit, country, currency }: PromotionsParams,
  now = new Date(),
): AllBonusQuery {
  return {
    pageNo: page,
    limit: PAGE_SIZE,
    language,
    isDeposit,
    dayOfWeek: now.getDay(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    ...(country ? { country } : {}),
    ...(currency ? { currency } : {}),
  };
}

export function promotionsQueryOptions(api: ApiClient, params: PromotionsParams) {
  return queryOptions({
    queryKey: rewardsKeys.promotions(params),
    queryFn: ({ signal }) => getAllBonus(api, promotionsQuery(params), { signal }),
    staleTime: 60_000,
    select: (data) => data.bonus,
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function usePromotions(params: PromotionsParams) {
  return useQuery(promotionsQueryOptions(useApiClient(), params));
}

/** Every listed bonus at once (the backend's largest page) for the calendar and the rewards box, which group them by day. */
export function calendarBonusesQuery(language: string, now = new Date()): AllBonusQuery {
  return {
    pageNo: 1,
    limit: 100,
    language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    calendarDateTime: now.toISOString(),
  };
}

export function calendarBonusesQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: rewardsKeys.calendarBonuses(language),
    queryFn: ({ signal }) => getAllBonus(api, calendarBonusesQuery(language), { signal }),
    staleTime: 60_000,
    select: (data) => data.bonus.rows,
  });
}

export function useCalendarBonuses(language: string) {
  return useQuery(calendarBonusesQueryOptions(useApiClient(), language));
}
