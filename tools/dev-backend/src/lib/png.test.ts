import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { placeholderPng } from './png';

describe('placeholderPng', () => {
  it('is a PNG of the asked size', () => {
    const png = placeholderPng(120, 32, 24);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(32);
    expect(png.readUInt32BE(20)).toBe(24);
    // IDAT follows IHDR (8 signature + 25 IHDR bytes): its pixels inflate to a filter byte and 3 bytes per pixel a row.
    const idatLength = png.readUInt32BE(33);
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(24 * (32 * 3 + 1));
  });

  it('encodes a hue and size once: a page of tiles asking again gets the same bytes without the work', () => {
    const first = placeholderPng(200);
    expect(placeholderPng(200)).toBe(first);
    expect(placeholderPng(201)).not.toBe(first);
  });
});
