import { beforeEach, describe, expect, it } from 'vitest';
import { saveAccessToken, readAccessToken } from './accessToken';
import { clearPlayerData } from './clearPlayerData';
import { clearLogoutRecord, readLastLogin, readLogoutRecord, recordLogout, rememberLastLogin } from './playerData';
import { nextSession, sessionFromDetails, signedOutState, uncheckedState } from './session';
import { userDetailsFixture } from './fixtures';

beforeEach(() => {
  document.cookie = 'accessToken=; Max-Age=0; Path=/';
  localStorage.clear();
  sessionStorage.clear();
});

describe('player data in the browser', () => {
  it('keeps the token in the accessToken cookie for 30 days and under the storage key', () => {
    saveAccessToken('tok-9');
    expect(document.cookie).toContain('accessToken=tok-9');
    expect(localStorage.getItem('accessToken')).toBe('tok-9');
    expect(readAccessToken()).toBe('tok-9');
  });

  it("clears the token, the last login and session storage on sign-out, and keeps the visitor's own choices", () => {
    saveAccessToken('tok-9');
    rememberLastLogin({ created_at: '2026-11-01T10:00:00.000Z', ip: '198.51.100.4', location: 'MT' });
    sessionStorage.setItem('cashier-draft', '{"amount":25}');
    localStorage.setItem('lng', 'ar');
    clearPlayerData();
    expect(readAccessToken()).toBeUndefined();
    expect(readLastLogin()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('lng')).toBe('ar');
  });

  it('stores the logout reason and time for the alert, and forgets them once shown', () => {
    expect(readLogoutRecord()).toBeUndefined();
    recordLogout('USER_INACTIVITY_TIMEOUT', 1_700_000_000_000);
    expect(readLogoutRecord()).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT', at: 1_700_000_000_000 });
    clearLogoutRecord();
    expect(readLogoutRecord()).toBeUndefined();
  });
});

describe('session kept across loader runs', () => {
  const player = sessionFromDetails(userDetailsFixture());

  it('keeps a known player when the server could not check the token (the backend stumbled)', () => {
    expect(nextSession(player, uncheckedState)).toBe(player);
  });

  it('follows the server when it knows better: a sign-out, a refused token, fresh details', () => {
    expect(nextSession(player, signedOutState)).toBe(signedOutState);
    const fresh = sessionFromDetails(userDetailsFixture({ depositCount: 4 }));
    expect(nextSession(player, fresh)).toBe(fresh);
    expect(nextSession(signedOutState, uncheckedState)).toBe(uncheckedState);
  });
});
