import { endpoints, type Bonus } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every listed bonus at once (the backend's largest page): the calendar and the rewards box group them by day. */
export function getBonusesForCalendar(api: ApiClient, language: string, { signal }: { signal?: AbortSignal } = {}) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return api.call(endpoints.getAllBonus, { query: { pageNo: 1, limit: 100, language, timeZone, calendarDateTime: new Date().toISOString() }, signal });
}

export function calendarBonusesQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['rewards', 'calendar-bonuses', language] as const,
    queryFn: ({ signal }) => getBonusesForCalendar(api, language, { signal }),
    staleTime: 60_000,
    select: (data) => data.bonus.rows,
  });
}

export function useCalendarBonuses(language: string) {
  return useQuery(calendarBonusesQueryOptions(useApiClient(), language));
}

/** Whether a bonus runs on a calendar date (YYYY-MM-DD): its weekdays (0 = Sunday) and its validity window. */
export function bonusRunsOn(bonus: Bonus, date: string): boolean {
  const noon = new Date(`${date}T12:00:00Z`);
  if (bonus.validOnDays.length > 0 && !bonus.validOnDays.includes(noon.getUTCDay())) return false;
  if (bonus.validFrom && bonus.validFrom.slice(0, 10) > date) return false;
  if (bonus.validTo && bonus.validTo.slice(0, 10) < date) return false;
  return true;
}
