/** Spec sections 4 and 8: after a 403 the player lands on the same page with the login modal. */
export function loginModalUrl(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set('modal', 'login');
  return `${location.pathname}?${params.toString()}`;
}
