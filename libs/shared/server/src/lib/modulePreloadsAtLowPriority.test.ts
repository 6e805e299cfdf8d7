import { describe, expect, it } from 'vitest';
import { modulePreloadsAtLowPriority } from './modulePreloadsAtLowPriority';

const lowered = (html: string) => modulePreloadsAtLowPriority(Buffer.from(html)).toString();

describe('modulePreloadsAtLowPriority', () => {
  it('asks for every module preload at low priority, keeping its other attributes', () => {
    expect(
      lowered(
        '<head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n1"/>' +
          '<link rel="modulepreload" href="/assets/vendor-b.js" nonce="n1"/></head>',
      ),
    ).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-a.js" nonce="n1"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/vendor-b.js" nonce="n1"/></head>',
    );
  });

  it("leaves the stylesheet, the images' preloads and everything else as they were", () => {
    const html =
      '<link rel="preload" as="image" href="/a.png" fetchPriority="high"/><link rel="stylesheet" href="/cs.css"/>' +
      '<p>rel="modulepreload"</p><script>"\\u003clink rel=\\"modulepreload\\""</script>';
    const chunk = Buffer.from(html);
    expect(modulePreloadsAtLowPriority(chunk)).toBe(chunk);
  });

  it('does not cut characters of other scripts: the bytes around a tag pass unchanged', () => {
    const html = 'é€<link rel="modulepreload" href="/x.js"/>🎰';
    expect(lowered(html)).toBe('é€<link rel="modulepreload" fetchpriority="low" href="/x.js"/>🎰');
    // A chunk that ends inside a character is passed on byte for byte (the next chunk carries the rest).
    const cut = Buffer.from('<link rel="modulepreload" href="/x.js"/>é').subarray(0, -1);
    const out = modulePreloadsAtLowPriority(cut);
    expect(out.subarray(-1)).toEqual(cut.subarray(-1));
    expect(out.length).toBe(cut.length + ' fetchpriority="low"'.length);
  });
});
