import { randomBytes } from 'node:crypto';

/** A fresh CSP nonce: 128 bits, base64. One per response, never reused. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of every page. Scripts run only with the response's nonce (and what those
 * scripts load: 'strict-dynamic'), never inline without it; styles likewise (Emotion writes nonce'd tags).
 * Third-party scripts from settings are injected by nonce'd code, so they pass through 'strict-dynamic'.
 */
export function contentSecurityPolicy(nonce: string, { production }: { production: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // style="" attributes set by game providers' and third-party widgets' scripts
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'ws:', 'wss:', 'https:'],
    'frame-src': ["'self'", 'https:'],
    'media-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  if (production) directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Headers every page response carries besides the CSP. */
export function securityHeaders({ production }: { production: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(self), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // Pages carry a per-response nonce and, signed in, the player's own data: never stored by a shared cache.
    'Cache-Control': 'private, no-store',
  };
  if (production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
