import { afterEach, describe, expect, it } from 'vitest';
import { readCampaignContext, REFERRAL_CODE_KEY } from './campaignContext';
import { webStorageStore } from './store';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as unknown as Storage;
};

afterEach(() => localStorage.clear());

describe('the campaign context a sign-up sends', () => {
  it('carries the referral code of the last referral link followed, and none when there was none', () => {
    expect(readCampaignContext(webStorageStore(memory())).referralCode).toBeUndefined();
    localStorage.setItem(REFERRAL_CODE_KEY, 'MAXP42');
    expect(readCampaignContext(webStorageStore(memory())).referralCode).toBe('MAXP42');
  });
});
