import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** Query parameters of modals (`?modal=login&met=Visa&token=...`): opening or closing one is not a new page. */
export const MODAL_QUERY_PARAMS = ['modal', 'met', 'token', 'uuid'] as const;

function withoutModal(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of MODAL_QUERY_PARAMS) params.delete(name);
  params.sort();
  return `${url.pathname}?${params.toString()}`;
}

/**
 * A page module's `shouldRevalidate`: opening or closing a modal over the page does not fetch the page again; every
 * other reason React Router has (a new URL, a form, an explicit revalidation after sign-out) does.
 */
export function pageShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.href !== nextUrl.href && withoutModal(currentUrl) === withoutModal(nextUrl))
    return false;
  return defaultShouldRevalidate;
}
