import { describe, expect, it } from 'vitest';
import { ipVersion, parseTrustProxy } from './trustProxy';

describe('CASINO_TRUST_PROXY', () => {
  it('believes no proxy unless told', () => {
    for (const off of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(off), String(off)).toBe(false);
  });

  it('reads a hop count, or a list of addresses, CIDR ranges and Express’s named ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" (every visitor could choose their IP) and anything that is not an address, with what it accepts', () => {
    for (const bad of [
      'true',
      '10.0.0.0/33',
      'fd00::/129',
      'proxy.internal',
      '10.0.0.1/8/2',
      '1.2.3',
      ',',
      '256.1.1.1',
      'fd00::1::2',
      '[::1]',
    ]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/CASINO_TRUST_PROXY is .*expected a number of proxies/);
    }
  });
});

describe('ipVersion (as node:net isIP, in any JavaScript runtime)', () => {
  it('tells IPv4 and IPv6 addresses from anything else', () => {
    for (const v4 of ['0.0.0.0', '10.0.0.1', '192.168.1.7', '255.255.255.255']) expect(ipVersion(v4), v4).toBe(4);
    for (const v6 of ['::1', 'fd00::', '2001:db8::8a2e:370:7334', '::ffff:10.0.0.1']) expect(ipVersion(v6), v6).toBe(6);
    for (const not of ['', '1.2.3', '01.2.3.4', '256.0.0.1', 'fd00::1::2', '[::1]', 'fe80::1%eth0', 'localhost', 'a:b'])
      expect(ipVersion(not), not).toBe(0);
  });
});
