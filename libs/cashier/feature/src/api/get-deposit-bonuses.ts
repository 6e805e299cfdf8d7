import { DEPOSIT_BANNER_TYPES, endpoints, type Bonus } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

export interface DepositBonusesParams {
  language: string;
  country?: string;
  currency?: string;
}

/** The bonuses a deposit can take: deposit-related banner types (spec section 9: freespins, deposit, no_deposit). */
export const isDepositRelated = (bonus: Pick<Bonus, 'banner'>) =>
  (DEPOSIT_BANNER_TYPES as readonly string[]).includes(bonus.banner.bannerType);

/** `GET /api/admin/get-all-bonus?isDeposit=true`: the deposit bonuses on offer, first page (the cashier's bonus choice). */
export function getDepositBonuses(
  api: ApiClient,
  { language, country, currency }: DepositBonusesParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.call(endpoints.getAllBonus, {
    query: {
      pageNo: 1,
      limit: 50,
      isDeposit: true,
      language,
      dayOfWeek: new Date().getDay(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      ...(country ? { country } : {}),
      ...(currency ? { currency } : {}),
    },
    signal,
  });
}

export function depositBonusesQueryOptions(api: ApiClient, params: DepositBonusesParams) {
  return queryOptions({
    queryKey: cashierKeys.depositBonuses(params),
    queryFn: ({ signal }) => getDepositBonuses(api, params, { signal }),
    staleTime: 60_000,
    select: (data) => data.bonus.rows.filter(isDepositRelated),
  });
}

export function useDepositBonuses(params: DepositBonusesParams) {
  return useQuery(depositBonusesQueryOptions(useApiClient(), params));
}
