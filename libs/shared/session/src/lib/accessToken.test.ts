import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAccessToken, readAccessToken } from './accessToken';

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
