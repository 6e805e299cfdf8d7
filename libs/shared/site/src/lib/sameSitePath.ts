// ASCII control characters: a tab, CR or LF in a path is how redirects get smuggled past checks (browsers drop tabs and
// newlines from URLs; CR/LF would split the Location header).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * A path of this site, normalised (`/promotions?x=1#top`), or null for anything that could lead elsewhere: another
 * origin (`https://evil.example`, `//evil.example`, `/\evil.example`), a control character (`/\t/evil.example`), or not
 * a path at all. Redirects built from what a visitor sends go through here.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || CONTROL_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  // What is judged is what the browser will be sent: dot segments resolve (`/.//evil.example` is `//evil.example`, which
  // a browser reads as another host), so the normalised path itself must be one slash and then not another or a
  // backslash.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameSiteTarget(path) ? path : null;
}

/** A redirect target that stays on this site: one `/`, then anything but `/` or `\`. */
export function isSameSiteTarget(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\' && !CONTROL_CHARACTERS.test(path);
}

/** A request path as a redirect target on this site: any run of leading slashes and backslashes becomes one slash. */
export function collapseLeadingSlashes(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`;
}
