import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from './trustProxy';

describe('CASINO_TRUST_PROXY', () => {
  it('believes no proxy unless told', () => {
    for (const off of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(off), String(off)).toBe(false);
  });

  it('reads a hop count, or a list of addresses, CIDR ranges and Express’s named ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8, loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
  });

  it('refuses "true" (every visitor could choose their IP) and anything that is not an address, with what it accepts', () => {
    for (const bad of ['true', '10.0.0.0/33', 'fd00::/129', 'proxy.internal', '10.0.0.1/8/2', '1.2.3', ',']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/CASINO_TRUST_PROXY is .*expected a number of proxies/);
    }
  });
});

describe('the visitor of a websocket upgrade', () => {
  const upgrade = (remoteAddress: string, forwardedFor?: string) =>
    ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;
  const loadBalancer = (address: string) => address === '10.0.0.2';

  it('is the socket when no proxy is trusted, whatever the request claims', () => {
    expect(clientAddress(upgrade('198.51.100.4', '203.0.113.77'), () => false)).toBe('198.51.100.4');
  });

  it('is the address a trusted proxy reports, and not what the visitor put in front of it', () => {
    expect(clientAddress(upgrade('10.0.0.2', '203.0.113.77, 198.51.100.4'), loadBalancer)).toBe('198.51.100.4');
    expect(clientAddress(upgrade('10.0.0.2', '198.51.100.4'), loadBalancer)).toBe('198.51.100.4');
    expect(clientAddress(upgrade('10.0.0.2'), loadBalancer)).toBe('10.0.0.2');
  });
});
