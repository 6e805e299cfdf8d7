import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders } from './securityHeaders';

describe('content security policy', () => {
  it('allows scripts only with the nonce, never inline without it', () => {
    const csp = contentSecurityPolicy('abc123', { production: true });
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('forbids framing by other sites and plugins', () => {
    const csp = contentSecurityPolicy('n', { production: false });
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('makes a new nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('security headers', () => {
  it('send HSTS only in production', () => {
    expect(securityHeaders({ production: true })['Strict-Transport-Security']).toMatch(/max-age=31536000/);
    expect(securityHeaders({ production: false })['Strict-Transport-Security']).toBeUndefined();
  });

  it('always stop MIME sniffing and leaking full URLs', () => {
    const headers = securityHeaders({ production: false });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keep pages out of shared caches (per-response nonce, player data)', () => {
    expect(securityHeaders({ production: true })['Cache-Control']).toBe('private, no-store');
  });
});
