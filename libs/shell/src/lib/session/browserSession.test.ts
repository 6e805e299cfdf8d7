import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAccessToken, loginModalUrl, readAccessToken } from './browserSession';

beforeEach(() => {
  document.cookie = 'accessToken=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('browser token', () => {
  it('is read from the accessToken cookie, else from storage', () => {
    expect(readAccessToken()).toBeUndefined();
    localStorage.setItem('accessToken', 'from-storage');
    expect(readAccessToken()).toBe('from-storage');
    document.cookie = 'accessToken=from-cookie; Path=/';
    expect(readAccessToken()).toBe('from-cookie');
  });

  it('is forgotten everywhere on sign-out', () => {
    document.cookie = 'accessToken=tok; Path=/';
    localStorage.setItem('accessToken', 'tok');
    forgetAccessToken();
    expect(readAccessToken()).toBeUndefined();
    expect(document.cookie).not.toContain('accessToken=tok');
  });
});

describe('login modal URL', () => {
  it('keeps the current page and its query, adding modal=login', () => {
    expect(loginModalUrl({ pathname: '/casino/slots', search: '?sort=rtp' })).toBe('/casino/slots?sort=rtp&modal=login');
    expect(loginModalUrl({ pathname: '/', search: '?modal=deposit-success' })).toBe('/?modal=login');
  });
});
