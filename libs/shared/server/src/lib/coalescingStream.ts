import { Transform } from 'node:stream';

/**
 * A pass-through that joins what is written to it in one go into one chunk. React's server renderer writes a page in
 * pieces of about 2 KB, all in one synchronous flush; each piece then crossed a web stream, React Router's copy into the
 * response, the compression stream (a zlib call each) and the socket on its own. Here the pieces written before the
 * next microtask go on as one buffer, so a page that is ready at once crosses those layers as one chunk; what React
 * writes later (a Suspense boundary that resolves) still goes on as soon as it is written. `rewrite` changes each
 * joined chunk before it goes on; `onChunk` sees each chunk as it passes (the guest render cache keeps them, rewritten);
 * `onEnd` runs once everything has passed.
 */
export function coalescingStream({
  rewrite,
  onChunk,
  onEnd,
}: { rewrite?: (chunk: Buffer) => Buffer; onChunk?: (chunk: Buffer) => void; onEnd?: () => void } = {}): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const take = (): Buffer | undefined => {
    if (pending.length === 0) return undefined;
    const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    const chunk = rewrite ? rewrite(joined) : joined;
    onChunk?.(chunk);
    return chunk;
  };
  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(() => {
          scheduled = false;
          const joined = take();
          if (joined && !stream.destroyed) stream.push(joined);
        });
      }
      callback();
    },
    flush(callback) {
      const rest = take();
      onEnd?.();
      callback(null, rest);
    },
  });
  return stream;
}
