import { describe, expect, it } from 'vitest';
import { parsePublicOrigins, publicOriginFor, requirePublicOrigins } from './publicOrigin';

describe('the public origin (CASINO_PUBLIC_ORIGIN)', () => {
  it('reads one origin or a list of the brand’s origins', () => {
    expect(parsePublicOrigins('https://curacao.example')).toEqual(['https://curacao.example']);
    expect(parsePublicOrigins('https://curacao.example/, https://curacao-mirror.example')).toEqual([
      'https://curacao.example',
      'https://curacao-mirror.example',
    ]);
    expect(parsePublicOrigins(undefined)).toEqual([]);
  });

  it('refuses what is not an origin alone, saying what is expected', () => {
    for (const bad of [
      'curacao.example',
      'https://curacao.example/casino',
      'ftp://curacao.example',
      'https://user:pw@curacao.example',
      'https://curacao.example?x=1',
    ]) {
      expect(() => parsePublicOrigins(bad), bad).toThrow(/CASINO_PUBLIC_ORIGIN lists/);
    }
  });

  it('is required in production: a server refuses to start without one, with a clear message', () => {
    expect(() => requirePublicOrigins(undefined)).toThrow(/CASINO_PUBLIC_ORIGIN is not set: in production/);
    expect(() => requirePublicOrigins(' , ')).toThrow(/CASINO_PUBLIC_ORIGIN is not set/);
    expect(requirePublicOrigins('https://curacao.example')).toEqual(['https://curacao.example']);
  });

  it('never takes the origin from the request’s Host alone: a listed origin names itself, any other gets the first', () => {
    const origins = ['https://curacao.example', 'https://curacao-mirror.example'];
    expect(publicOriginFor('https://curacao-mirror.example/casino?x=1', origins)).toBe(
      'https://curacao-mirror.example',
    );
    expect(publicOriginFor('http://evil.example/casino', origins)).toBe('https://curacao.example');
    expect(publicOriginFor('http://localhost:4200/', [])).toBe('http://localhost:4200');
  });
});
