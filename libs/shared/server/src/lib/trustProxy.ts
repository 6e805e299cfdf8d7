import type { IncomingMessage } from 'node:http';

// `CASINO_TRUST_PROXY` itself is read by `parseTrustProxy` in @casino/site (the deployment checks read it too).
export { parseTrustProxy, type TrustProxy } from '@casino/site';

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
