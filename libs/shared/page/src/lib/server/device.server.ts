import { isbot } from 'isbot';

// User-Agents repeat (a few browsers make most requests): each is judged once, not by isbot's long pattern per request.
const CRAWLER_MEMO_SIZE = 1_000;
const crawlers = new Map<string, boolean>();

/**
 * Spec sections 4 and 6: a user agent containing "bot" is a crawler (isbot also knows the ones that do not say so).
 * Served a whole page: waited for in full, every part drawn.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  let known = crawlers.get(userAgent);
  if (known === undefined) {
    known = /bot/i.test(userAgent) || isbot(userAgent);
    if (crawlers.size >= CRAWLER_MEMO_SIZE) crawlers.clear();
    crawlers.set(userAgent, known);
  }
  return known;
}

/**
 * Whether a document request comes from a phone's browser: what a page may use to draw less in its server HTML than a
 * phone's first screen could never show (the rest follows after hydration). The browser's own answer first (Chrome
 * sends `Sec-CH-UA-Mobile` unasked: `?1` on a phone, `?0` on a desktop and on a phone asking for the desktop site);
 * otherwise its User-Agent naming a mobile browser ("Mobi", as Safari on an iPhone and Firefox on Android say). A
 * crawler is never a phone here, whatever it says: it is served every part of a page.
 */
export function isPhoneRequest(request: Request): boolean {
  const userAgent = request.headers.get('user-agent') ?? '';
  if (!userAgent || isCrawler(userAgent)) return false;
  const hint = request.headers.get('sec-ch-ua-mobile');
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi/.test(userAgent);
}
