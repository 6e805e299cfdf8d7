import { describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import {
  describeEncodedPage,
  encodeCompletePage,
  MIN_ENCODED_PAGE_BYTES,
  PAGE_BROTLI_QUALITY,
  type EncodedPage,
} from './pageEncoding';

// A page's size and variety: rows of tiles, each with its own name.
const page = Buffer.from(
  `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<li><a href="/casino/games/game-${i}"><span>Game ${i * 7919}</span></a></li>`).join('')}</body></html>`,
);
const CHROME = 'gzip, deflate, br, zstd';

describe('encodeCompletePage', () => {
  it("sends a phone's Chrome the page in Brotli, at the page quality, whole", () => {
    const encoded = encodeCompletePage(page, CHROME);
    expect(encoded.encoding).toBe('br');
    expect(brotliDecompressSync(encoded.body).equals(page)).toBe(true);
    const at = (quality: number) =>
      brotliCompressSync(page, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
      }).length;
    expect(encoded.body.length).toBe(at(PAGE_BROTLI_QUALITY));
    expect(encoded.body.length).toBeLessThan(page.length / 4);
  });

  it('gzips for a client that takes only gzip (or x-gzip), and refuses what the request weighs at zero', () => {
    for (const header of ['gzip', 'x-gzip', 'br;q=0, gzip', '*;q=1, br;q=0']) {
      const encoded = encodeCompletePage(page, header);
      expect(encoded.encoding, header).toBe('gzip');
      expect(gunzipSync(encoded.body).equals(page)).toBe(true);
    }
  });

  it('sends the page as it is to a client that accepts no coding, and a page too small to gain from one', () => {
    for (const header of [null, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      expect(encodeCompletePage(page, header), String(header)).toEqual({ body: page });
    }
    const small = page.subarray(0, MIN_ENCODED_PAGE_BYTES - 1);
    expect(encodeCompletePage(small, CHROME)).toEqual({ body: small });
  });
});

describe('describeEncodedPage', () => {
  const encoded: EncodedPage = { body: Buffer.alloc(1234), encoding: 'br' };

  it('names the coding and the length, and says the response varies by Accept-Encoding', () => {
    const headers = new Headers({ 'Content-Type': 'text/html' });
    describeEncodedPage(headers, encoded);
    expect(Object.fromEntries(headers)).toEqual({
      'content-type': 'text/html',
      'content-encoding': 'br',
      'content-length': '1234',
      vary: 'Accept-Encoding',
    });
  });

  it('keeps what the response already varies by, and says Accept-Encoding once', () => {
    const headers = new Headers({ Vary: 'Cookie' });
    describeEncodedPage(headers, encoded);
    expect(headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    describeEncodedPage(headers, encoded);
    expect(headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });

  it('varies an uncompressed page too, without a coding: another request may get it compressed', () => {
    const headers = new Headers();
    describeEncodedPage(headers, { body: Buffer.alloc(10) });
    expect(headers.get('Content-Encoding')).toBeNull();
    expect(headers.get('Vary')).toBe('Accept-Encoding');
    expect(headers.get('Content-Length')).toBe('10');
  });
});
