import { isbot } from 'isbot';

/**
 * Whether a document request comes from a phone's browser: what a page may use to draw less in its server HTML than a
 * phone's first screen could never show (the rest follows after hydration). The browser's own answer first (Chrome
 * sends `Sec-CH-UA-Mobile` unasked: `?1` on a phone, `?0` on a desktop and on a phone asking for the desktop site);
 * otherwise its User-Agent naming a mobile browser ("Mobi", as Safari on an iPhone and Firefox on Android say). A
 * crawler is never a phone here, whatever it says: it is served every part of a page.
 */
export function isPhoneRequest(request: Request): boolean {
  const userAgent = request.headers.get('user-agent') ?? '';
  if (!userAgent || isbot(userAgent)) return false;
  const hint = request.headers.get('sec-ch-ua-mobile');
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi/.test(userAgent);
}
