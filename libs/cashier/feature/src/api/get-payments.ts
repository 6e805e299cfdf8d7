import { endpoints, type PaymentMethod } from '@casino/api-contract';
import { isApiError, type ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

/** Answers that do not match the contract (spec section 7: "a parse failure gives an empty list"). */
const PARSE_FAILURES = new Set(['MALFORMED_RESPONSE', 'INVALID_RESPONSE']);

/**
 * `GET /api/admin/get-payments?currencyCode=&countryCode=`: every configured method (the client filters them). An
 * answer that cannot be read is an empty list, so the cashier shows its "no methods" state instead of failing.
 */
export async function getPayments(
  api: ApiClient,
  { currencyCode, countryCode }: { currencyCode?: string; countryCode?: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaymentMethod[]> {
  try {
    return await api.call(endpoints.getPayments, {
      query: { ...(currencyCode ? { currencyCode } : {}), ...(countryCode ? { countryCode } : {}) },
      signal,
    });
  } catch (error) {
    if (isApiError(error) && PARSE_FAILURES.has(error.code)) return [];
    throw error;
  }
}

export function paymentsQueryOptions(api: ApiClient, params: { currencyCode?: string; countryCode?: string }) {
  return queryOptions({
    queryKey: cashierKeys.payments(params),
    queryFn: ({ signal }) => getPayments(api, params, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePayments(params: { currencyCode?: string; countryCode?: string }) {
  return useQuery(paymentsQueryOptions(useApiClient(), params));
}
