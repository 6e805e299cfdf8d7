import { describe, expect, it } from 'vitest';
import { loginModalUrl } from './loginModalUrl';

describe('login modal URL', () => {
  it('keeps the current page and its query, adding modal=login', () => {
    expect(loginModalUrl({ pathname: '/casino/slots', search: '?sort=rtp' })).toBe(
      '/casino/slots?sort=rtp&modal=login',
    );
    expect(loginModalUrl({ pathname: '/', search: '?modal=deposit-success' })).toBe('/?modal=login');
  });
});
