import { describe, expect, it } from 'vitest';
import { coalescingStream } from './coalescingStream';

const chunksOf = (stream: ReturnType<typeof coalescingStream>) => {
  const seen: string[] = [];
  stream.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
  return seen;
};

describe('coalescingStream', () => {
  it('passes the pieces written in one go on as one chunk, in order', async () => {
    const stream = coalescingStream();
    const seen = chunksOf(stream);
    for (const piece of ['<html>', '<body>', 'é', '</body>']) stream.write(piece);
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['<html><body>é</body>']);
  });

  it('passes a piece written later on as soon as it is written (a resolved Suspense boundary is not held back)', async () => {
    const stream = coalescingStream();
    const seen = chunksOf(stream);
    stream.write('shell');
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['shell']);
    stream.write('late');
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['shell', 'late']);
  });

  it('ends with everything written, also what was written just before the end, and tells onChunk and onEnd', async () => {
    const kept: string[] = [];
    let ended = 0;
    const stream = coalescingStream({ onChunk: (chunk) => kept.push(chunk.toString()), onEnd: () => (ended += 1) });
    const seen = chunksOf(stream);
    const finished = new Promise((resolve) => stream.on('end', resolve));
    stream.write('a');
    stream.write('b');
    stream.end('c');
    await finished;
    expect(seen.join('')).toBe('abc');
    expect(kept.join('')).toBe('abc');
    expect(ended).toBe(1);
  });

  it('rewrites each joined chunk before it goes on and before onChunk keeps it (a tag split over pieces is whole)', async () => {
    const kept: string[] = [];
    const stream = coalescingStream({
      rewrite: (chunk) => Buffer.from(chunk.toString().replaceAll('<b>', '<strong>')),
      onChunk: (chunk) => kept.push(chunk.toString()),
    });
    const seen = chunksOf(stream);
    const finished = new Promise((resolve) => stream.on('end', resolve));
    stream.write('<');
    stream.write('b>bold');
    await new Promise((resolve) => setImmediate(resolve));
    stream.end('<b>');
    await finished;
    expect(seen).toEqual(['<strong>bold', '<strong>']);
    expect(kept).toEqual(seen);
  });
});
