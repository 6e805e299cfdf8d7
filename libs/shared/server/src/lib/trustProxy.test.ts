import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './trustProxy';

describe('the visitor of a websocket upgrade', () => {
  const upgrade = (remoteAddress: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    }) as unknown as IncomingMessage;
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
