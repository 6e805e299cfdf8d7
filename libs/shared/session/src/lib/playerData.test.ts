import { beforeEach, describe, expect, it } from 'vitest';
import { saveAccessToken, readAccessToken } from './accessToken';
import { clearPlayerData } from './clearPlayerData';
import { clearLogoutRecord, readLastLogin, readLogoutRecord, recordLogout, rememberLastLogin } from './playerData';
import { createSessionStore, sessionFromDetails } from './session';
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

  it('clears the token, the last login and session storage on sign-out, and keeps the visitor\'s own choices', () => {
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

describe('session store', () => {
  it('re-reads the user when separately fetched details carry another active bonus', () => {
    const held = userDetailsFixture({ activeBonus: null });
    const store = createSessionStore(sessionFromDetails(held));
    expect(store.getState().reconcileDetails(userDetailsFixture({ activeBonus: null, totalDeposit: 5 }))).toBe(false);
    const bonus = { userBonusId: 7, bonusId: 3, name: 'Welcome', type: 'deposit', amount: 10, wagerLeft: 350 };
    const withBonus = userDetailsFixture({ activeBonus: bonus });
    expect(store.getState().reconcileDetails(withBonus)).toBe(true);
    expect(store.getState().details?.activeBonus?.userBonusId).toBe(7);
  });
});
