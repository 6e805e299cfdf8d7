const TAG = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');

/**
 * Marks the page's module preloads (`<link rel="modulepreload">`, written by React Router's `<Scripts>` and hoisted by
 * React into the head) to be fetched at low priority. The page is drawn by the server: its first paint needs the
 * stylesheet and the images it preloads, not the scripts, which hydrate it afterwards. At the browser's default
 * (high, the priority of a render-blocking script) the modules shared the first round trips with the stylesheet, and
 * Lighthouse's phone simulation counted every one that had arrived before the first paint as blocking it (its first
 * contentful paint 2.3 s instead of 0.8 s in most runs of /casino and /promotions; GoogleChrome/lighthouse#17163).
 * Loaded in a phone's Chromium under a throttled network (150 ms, 1.6 Mbit/s, 4x CPU), the pages hydrate as soon at
 * either priority (docs/performance.md, 3 December).
 *
 * Works on bytes (a chunk may end inside a character); a tag cut in two by a chunk boundary keeps the default priority.
 */
export function modulePreloadsAtLowPriority(chunk: Buffer): Buffer {
  let at = chunk.indexOf(TAG);
  if (at === -1) return chunk;
  const parts: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    const end = at + TAG.length;
    parts.push(chunk.subarray(from, end), LOW);
    from = end;
    at = chunk.indexOf(TAG, end);
  }
  parts.push(chunk.subarray(from));
  return Buffer.concat(parts);
}
