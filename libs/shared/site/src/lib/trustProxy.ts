/**
 * Which proxies in front of the brand server are believed about the visitor (`CASINO_TRUST_PROXY`, as Express's
 * `trust proxy`): `false` (the default) believes none, so the visitor is the socket's address and any
 * `X-Forwarded-For` a browser sends is ignored; a hop count believes that many proxies nearest the server (a load
 * balancer in front: 1); a list believes the proxies whose addresses are in it (IPs, CIDR ranges, or Express's names
 * `loopback`, `linklocal`, `uniquelocal`). "Trust everything" is refused: it would let any visitor choose their IP.
 *
 * Read here, beside `CASINO_PUBLIC_ORIGIN`, so that the server at start and the checks of its deployment
 * (`npm run check:k8s`) judge a value the same way.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** 4 or 6 for an IP address, else 0: node's `isIP` in any runtime (the WHATWG URL parser judges IPv6), without zone ids. */
export function ipVersion(address: string): 0 | 4 | 6 {
  if (IPV4.test(address)) return 4;
  if (!address.includes(':') || /[[\]/%]/.test(address)) return 0;
  try {
    new URL(`http://[${address}]/`);
    return 6;
  } catch {
    return 0;
  }
}

/** A trusted proxy entry: an IP, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of Express's named ranges. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = ipVersion(address);
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
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (text === 'true' || wrong.length || !entries.length) {
    throw new Error(
      `CASINO_TRUST_PROXY is "${text}": expected a number of proxies in front of this server (1 for one load balancer), or a comma-separated list of their addresses or CIDR ranges (or loopback, linklocal, uniquelocal); "true" would let any visitor choose their IP`,
    );
  }
  return entries;
}
