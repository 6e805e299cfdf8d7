/**
 * Where the site lives, as canonical URLs, referral links and the like say it: `CASINO_PUBLIC_ORIGIN`, one origin
 * (`https://curacao.example`) or a comma-separated list of the brand's origins (its mirrors). A request's own `Host`
 * is the visitor's to write, so in production it never decides an origin by itself: a request to one of the listed
 * origins gets that one (a mirror's pages point at the mirror), any other the first. Outside production, without the
 * variable, the request's origin is used (the dev server, Storybook, tests).
 */
export function parsePublicOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(
        `CASINO_PUBLIC_ORIGIN lists "${entry}", which is not an origin: expected such as https://casino.example`,
      );
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, '')) {
      throw new Error(
        `CASINO_PUBLIC_ORIGIN lists "${entry}": expected an http(s) origin alone, such as https://casino.example (no path, query or credentials)`,
      );
    }
    origins.push(url.origin);
  }
  return origins;
}

/** What a production server must be told before it starts: where it lives. */
export function requirePublicOrigins(value: string | undefined): string[] {
  const origins = parsePublicOrigins(value);
  if (!origins.length) {
    throw new Error(
      'CASINO_PUBLIC_ORIGIN is not set: in production the site’s public origin comes from configuration only (a request’s Host header is the visitor’s to write). Set it to the brand’s origin, such as https://curacao.example, or a comma-separated list of its origins',
    );
  }
  return origins;
}

/** The origin a request's pages name: its own when it is one of the configured ones, else the first; without any configured, the request's. */
export function publicOriginFor(requestUrl: string, origins: readonly string[]): string {
  const own = new URL(requestUrl).origin;
  if (!origins.length) return own;
  return origins.includes(own) ? own : (origins[0] as string);
}
