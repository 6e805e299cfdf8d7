import { beforeEach, describe, expect, it } from 'vitest';
import { forget, readCookie, readRemembered, rememberForAYear } from './storage';

beforeEach(() => {
  document.cookie = 'flag=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('storage', () => {
  it('reads cookies from a request header or the document', () => {
    expect(readCookie('lng', 'a=1; lng=ar')).toBe('ar');
    expect(readCookie('lng', null)).toBeUndefined();
    document.cookie = 'flag=yes; Path=/';
    expect(readCookie('flag')).toBe('yes');
  });

  it('remembers a value in a cookie and in storage, and forgets both', () => {
    rememberForAYear('flag', 'true');
    expect(readCookie('flag')).toBe('true');
    expect(localStorage.getItem('flag')).toBe('true');
    forget('flag');
    expect(readRemembered('flag')).toBeUndefined();
  });

  it('falls back to storage when the cookie is gone', () => {
    localStorage.setItem('flag', 'kept');
    expect(readRemembered('flag')).toBe('kept');
  });
});
