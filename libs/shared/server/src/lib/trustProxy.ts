import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Which proxies in front of the brand server are believed about the visitor (`CASINO_TRUST_PROXY`, as Express's
 * `trust proxy`): `false` (the default) believes none, so the visitor is the socket's address and any
 * `X-Forwarded-For` a browser sends is ignored; a hop count believes that many proxies nearest the server (a load
 * balancer in front: 1); a list believes the proxies whose addresses are in it (IPs, CIDR ranges, or Express's names
 * `loopback`, `linklocal`, `uniquelocal`). "Trust everything" is refused: it would let any visitor choose their IP.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A trusted proxy entry: an IP, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of Express's named ranges. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `CASINO_TRUST_PROXY` read, or an error that says what is accepted. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (text === 'true' || wrong.length || !entries.length) {
    throw new Error(
      `CASINO_TRUST_PROXY is "${text}": expected a number of proxies in front of this server (1 for one load balancer), or a comma-separated list of their addresses or CIDR ranges (or loopback, linklocal, uniquelocal); "true" would let any visitor choose their IP`,
    );
  }
  return entries;
}

/** What a request's `X-Forwarded-For` lists, nearest proxy last. */
function forwardedFor(req: IncomingMessage): string[] {
  const header = req.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * The visitor's address as Express works it out for `req.ip`, for requests Express never sees (websocket upgrades):
 * from the socket outwards, each address the trust function believes hands over to the one before it in
 * `X-Forwarded-For`; the first one it does not believe (or the last one listed) is the visitor.
 */
export function clientAddress(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  const chain = [req.socket.remoteAddress ?? '', ...forwardedFor(req).reverse()];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop] as string, hop)) hop++;
  return chain[hop] as string;
}
