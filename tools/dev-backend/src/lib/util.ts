import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number },
) => Promise<Buffer>;

/**
 * scrypt's cost: 2^10, a sixteenth of Node's default 2^14 (about 4 ms a hash instead of 60 on a 2-core machine). The
 * accounts here are demo accounts, and the unit tests and e2e suites sign in hundreds of times. A hash names its cost;
 * one without (made before) used the default.
 */
const SCRYPT_N = 1024;
const DEFAULT_SCRYPT_N = 16384;

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, { N: SCRYPT_N });
  return `scrypt$${SCRYPT_N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, cost, saltB64, keyB64] =
    parts.length === 4 ? parts : [parts[0], String(DEFAULT_SCRYPT_N), parts[1], parts[2]];
  const n = Number(cost);
  // scrypt takes a power of two from 2 up; the default is the most a hash here has used.
  if (
    scheme !== 'scrypt' ||
    !saltB64 ||
    !keyB64 ||
    !Number.isInteger(n) ||
    n < 2 ||
    n > DEFAULT_SCRYPT_N ||
    (n & (n - 1)) !== 0
  )
    return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { N: n });
  return timingSafeEqual(key, expected);
}

export const newToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Deterministic PRNG (mulberry32) for seeding. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stable number in [0, 1) from a string. */
export function hash01(input: string): number {
  return createHash('sha256').update(input).digest().readUInt32BE(0) / 4294967296;
}

export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const flagEmoji = (code: string): string =>
  String.fromCodePoint(
    ...code
      .toUpperCase()
      .split('')
      .map((c) => 0x1f1e6 + c.charCodeAt(0) - 65),
  );

export const slugify = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Runs tasks one after another per key (in this process): a second task with the same key starts once the first
 * has settled, whatever its outcome. Keys are forgotten when their last task ends.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
