import { randomBytes } from 'node:crypto';

/**
 * The dev backend's own HTML pages (the demo game, the provider payment and 3-D Secure pages, the fake Google consent
 * screen): one page shell and one set of security headers. Each page is self-contained; its inline style (and script,
 * when it has one) is allowed by a nonce of its response alone.
 */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON that is safe inside a script element (no `</script>`, no `<!--`). */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A fresh nonce for one response. */
export const newNonce = () => randomBytes(16).toString('base64');

const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'];
export const directionOf = (lang: string): 'rtl' | 'ltr' => (RTL_LANGUAGES.includes(lang.slice(0, 2)) ? 'rtl' : 'ltr');

export interface DevPageHeaders {
  nonce: string;
  /** The page runs its own inline script. */
  script?: boolean;
  /** The page calls the backend (fetch to its own origin). */
  connect?: boolean;
  /** The page shows images of its own origin or data: URLs. */
  images?: boolean;
  /** Where its forms may post: `'none'`, `'self'`, or `'self'` plus a redirect target's origin. */
  formAction: string;
  /** Shown in a frame of a same-origin page (the game, the 3-D Secure check), or never framed. */
  framed: boolean;
}

/** The answer's headers: HTML, a strict CSP (nothing but the nonce'd style and script), no referrer, no caching. */
export function devPageHeaders({
  nonce,
  script = false,
  connect = false,
  images = false,
  formAction,
  framed,
}: DevPageHeaders): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      ...(script ? [`script-src 'nonce-${nonce}'`] : []),
      `style-src 'nonce-${nonce}'`,
      ...(connect ? ["connect-src 'self'"] : []),
      ...(images ? ["img-src 'self' data:"] : []),
      "base-uri 'none'",
      `form-action ${formAction}`,
      framed ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': framed ? 'SAMEORIGIN' : 'DENY',
    'x-content-type-options': 'nosniff',
    // The addresses carry tokens, sessions or a PaReq: never sent on, never stored.
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

export interface DevPage {
  nonce: string;
  title: string;
  /** The page's whole stylesheet (inline, nonce'd). */
  style: string;
  /** The body's markup, already escaped where it carries text. */
  body: string;
  /** An inline script's source (nonce'd), after the body. */
  script?: string;
  /** @default 'en' */
  lang?: string;
}

/** A complete HTML document around `body`. */
export function devPage({ nonce, title, style, body, script, lang = 'en' }: DevPage): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${style}</style>
</head>
<body>
${body}
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}
