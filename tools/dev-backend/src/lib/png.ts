import { deflateSync } from 'node:zlib';

/**
 * Placeholder game artwork as a real PNG (a raster image, like an operator's thumbnails): a vertical gradient of one hue
 * with a lighter disc in the middle. Encoded here with zlib: no image library for a dev stand-in. An SVG placeholder
 * looked the same but made the browser draw text and vectors for every tile on the page's main thread, which no real
 * lobby does (the 10,000-game scroll benchmark measured that instead of the lobby).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** HSL (hue in degrees, saturation and lightness 0-1) to 8-bit RGB. */
export function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** Encoded images by hue and size: a page of tiles asks for dozens, and encoding one takes milliseconds. */
const encoded = new Map<string, Buffer>();
/** At most one image per whole degree of hue at the default size, and a few others. */
const MAX_ENCODED = 400;

/** An RGB PNG of `width` x `height` in the given hue, encoded once and kept (the same bytes for every request). */
export function placeholderPng(hue: number, width = 320, height = 240): Buffer {
  const key = `${hue}:${width}x${height}`;
  const known = encoded.get(key);
  if (known) return known;
  const png = encodePng(hue, width, height);
  if (encoded.size < MAX_ENCODED) encoded.set(key, png);
  return png;
}

function encodePng(hue: number, width: number, height: number): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  const radius = Math.min(width, height) * 0.28;
  const disc = hslToRgb(hue, 0.6, 0.62);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    raw[row] = 0; // filter: none
    const [r, g, b] = hslToRgb(hue, 0.55, 0.42 - (0.2 * y) / height);
    const dy = y - height / 2;
    for (let x = 0; x < width; x += 1) {
      const dx = x - width / 2;
      const inside = dx * dx + dy * dy <= radius * radius;
      const at = row + 1 + x * 3;
      raw[at] = inside ? disc[0] : r;
      raw[at + 1] = inside ? disc[1] : g;
      raw[at + 2] = inside ? disc[2] : b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
