import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, createEncodedBodyCache } from './encoding.server';

describe('acceptedEncodings', () => {
  it('reads codings with their weights, the wildcard and refusals (RFC 9110)', () => {
    expect([...acceptedEncodings('gzip, deflate, br')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*;q=0.1, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings('x-gzip')]).toEqual(['gzip']);
    expect(acceptedEncodings('identity').size).toBe(0);
    expect(acceptedEncodings(undefined).size).toBe(0);
    expect(acceptedEncodings(null).size).toBe(0);
    expect(acceptedEncodings('').size).toBe(0);
  });
});

describe('createEncodedBodyCache', () => {
  // A translations file's shape: 400 keys of six words, drawn by a fixed pseudo-random sequence.
  const words = 'player deposit bonus wager limit session casino game provider withdraw account verify'.split(' ');
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const text = JSON.stringify(
    Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [
        `key.${i}`,
        Array.from({ length: 6 }, () => words[Math.floor(next() * words.length)]).join(' '),
      ]),
    ),
  );

  it('answers in Brotli, else gzip, else the identity, each decoding to the text', async () => {
    const cache = createEncodedBodyCache({ maxEntries: 4 });
    const br = await cache.get('en@v1', () => text, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    const gz = await cache.get('en@v1', () => text, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);
    const plain = await cache.get('en@v1', () => text, undefined);
    expect(plain.encoding).toBeUndefined();
    expect(Buffer.from(plain.body).toString()).toBe(text);
  });

  it('compresses a key once, at Brotli quality 11 (smaller than the quality 3 a response gets compressed anew)', async () => {
    const cache = createEncodedBodyCache({ maxEntries: 4 });
    const first = await cache.get('en@v1', () => text, 'br');
    // The text is read under its key once: a later caller's text is not compressed again.
    const second = await cache.get('en@v1', () => 'something else', 'br');
    expect(second.body).toBe(first.body);
    const quality3 = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } });
    expect(first.body.length).toBeLessThan(quality3.length);
  });

  it('prepares a key ahead of its first request, reading the text once', async () => {
    const cache = createEncodedBodyCache({ maxEntries: 4 });
    let reads = 0;
    const read = () => {
      reads += 1;
      return text;
    };
    cache.prepare('en@v1', read);
    cache.prepare('en@v1', read);
    const br = await cache.get('en@v1', read, 'br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(reads).toBe(1);
  });

  it('keeps at most maxEntries keys, the oldest dropped first', async () => {
    const cache = createEncodedBodyCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => `${text}${key}`, 'br');
    expect(cache.size).toBe(2);
    const again = await cache.get('a', () => 'changed', undefined);
    expect(Buffer.from(again.body).toString()).toBe('changed');
  });
});
