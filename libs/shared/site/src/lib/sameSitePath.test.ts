import { describe, expect, it } from 'vitest';
import { collapseLeadingSlashes, sameSitePath } from './sameSitePath';

describe('same-site paths', () => {
  it('keep a path of this site, with its query and fragment', () => {
    expect(sameSitePath('/promotions?tab=weekly#top')).toBe('/promotions?tab=weekly#top');
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/promotions\r\nSet-Cookie: a=b',
    'promotions',
    '',
  ])('refuse anything that could lead elsewhere: %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it.each([
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/x/../\\evil.example',
  ])('judge the path the browser is sent, after its dot segments resolve: %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it('keep a path whose dot segments resolve on this site', () => {
    expect(sameSitePath('/a/../promotions')).toBe('/promotions');
    expect(sameSitePath('/./casino')).toBe('/casino');
  });

  it('refuse what is not text', () => {
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath(42)).toBeNull();
  });

  it('turn a request path with leading slashes or backslashes into one of this site', () => {
    expect(collapseLeadingSlashes('//evil.example/x')).toBe('/evil.example/x');
    expect(collapseLeadingSlashes('/\\/evil.example')).toBe('/evil.example');
    expect(collapseLeadingSlashes('/promotions')).toBe('/promotions');
  });
});
