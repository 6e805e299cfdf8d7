import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LAST_MAX_AGE_MS, CAMPAIGN_MAX_AGE_MS, TRACKING_KEYS } from './constants';
import {
  buildAffiliateRedirectUrl,
  captureLandingParams,
  depositCountCategory,
  deviceTypeFromWidth,
  pendingCpnc,
  readCampaignLast,
  readTrackingParams,
  rememberFirstUrl,
  saveCampaignLast,
  shouldTrackVisit,
} from './rules';
import { cookieStore, memoryStorage, webStorageStore } from './store';

const HOUR = 3_600_000;
const MIN = 60_000;

function clockStore() {
  let now = 1_700_000_000_000;
  const storage = memoryStorage();
  return { store: webStorageStore(storage, () => now), storage, advance: (ms: number) => (now += ms), now: () => now };
}

describe('device type', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
  ])('%i px is %s', (w, type) => expect(deviceTypeFromWidth(w)).toBe(type));
});

describe('deposit count category', () => {
  it.each([
    [0, null],
    [1, 'first'],
    [2, 'second_to_fourth'],
    [4, 'second_to_fourth'],
    [5, 'fifth_plus'],
    [40, 'fifth_plus'],
  ])('%i → %s', (n, cat) => expect(depositCountCategory(n)).toBe(cat));
});

describe('query parameters', () => {
  it('reads the default nxafk affiliate key, or the one settings name', () => {
    expect(readTrackingParams('?nxafk=AFF1').affiliateKey).toBe('AFF1');
    expect(readTrackingParams('?nxafk=AFF1&aff=X', 'aff').affiliateKey).toBe('X');
    expect(readTrackingParams('?nxafk=AFF1', '').affiliateKey).toBe('AFF1');
  });

  it('reads campaign values, whitelisted=1 only, and a valid device override', () => {
    const p = readTrackingParams('?cpnc=C1&mkt=M&pid=P&userDeviceType=tablet&whitelisted=1');
    expect(p).toMatchObject({ cpnc: 'C1', mkt: 'M', pid: 'P', userDeviceType: 'tablet', whitelisted: true });
    expect(readTrackingParams('?whitelisted=true&userDeviceType=tv')).toMatchObject({
      whitelisted: false,
      userDeviceType: null,
    });
  });

  it('keeps playing and demo on affiliate redirects, and nothing else', () => {
    expect(buildAffiliateRedirectUrl('/casino', '?nxafk=A&playing=book-of-x&demo=true&cpnc=1')).toBe(
      '/casino?playing=book-of-x&demo=true',
    );
    expect(buildAffiliateRedirectUrl('/casino?modal=login', '?demo=1')).toBe('/casino?modal=login&demo=1');
    expect(buildAffiliateRedirectUrl('/', '?nxafk=A')).toBe('/');
  });

  it('stores campaign params for 365 days and the whitelisted flag', () => {
    const { store, advance, now } = clockStore();
    captureLandingParams(store, readTrackingParams('?cpnc=C1&mkt=M&pid=P&whitelisted=1&nxafk=A'), now());
    expect([
      store.get('cpnc'),
      store.get('mkt'),
      store.get('pid'),
      store.get('whitelisted'),
      store.get('affiliateKey'),
    ]).toEqual(['C1', 'M', 'P', 'true', 'A']);
    advance(CAMPAIGN_MAX_AGE_MS - 1);
    expect(store.get('cpnc')).toBe('C1');
    advance(1);
    expect(store.get('cpnc')).toBeNull();
    expect(store.get('mkt')).toBeNull();
  });

  it('sends a cpnc once, and a new cpnc once more', () => {
    const { store, now } = clockStore();
    captureLandingParams(store, readTrackingParams('?cpnc=C1'), now());
    expect(pendingCpnc(store)).toBe('C1');
    store.set(TRACKING_KEYS.cpncSent, 'true');
    expect(pendingCpnc(store)).toBeNull();
    captureLandingParams(store, readTrackingParams('?cpnc=C1'), now());
    expect(pendingCpnc(store)).toBeNull(); // same campaign again: already reported
    captureLandingParams(store, readTrackingParams('?cpnc=C2'), now());
    expect(pendingCpnc(store)).toBe('C2');
  });
});

describe('campaign last', () => {
  it('counts only within 7 days minus 1 hour, then is dropped', () => {
    const { store, advance, now, storage } = clockStore();
    captureLandingParams(store, readTrackingParams('?last=L1'), now());
    advance(7 * 24 * HOUR - HOUR - 1);
    expect(readCampaignLast(store, now())).toBe('L1');
    advance(1);
    expect(readCampaignLast(store, now())).toBeNull();
    expect(storage.map.has(TRACKING_KEYS.campaignLast)).toBe(false);
    expect(CAMPAIGN_LAST_MAX_AGE_MS).toBe(7 * 24 * HOUR - HOUR);
  });

  it('a new value restarts the window; corrupt data reads as none', () => {
    const { store, advance, now } = clockStore();
    saveCampaignLast(store, 'old', now());
    advance(6 * 24 * HOUR);
    saveCampaignLast(store, 'new', now());
    advance(6 * 24 * HOUR);
    expect(readCampaignLast(store, now())).toBe('new');
    store.set(TRACKING_KEYS.campaignLast, '{oops');
    expect(readCampaignLast(store, now())).toBeNull();
  });
});

describe('firstUrl', () => {
  it('is stored once', () => {
    const { store } = clockStore();
    expect(rememberFirstUrl(store, 'https://a.test/?cpnc=1')).toBe('https://a.test/?cpnc=1');
    expect(rememberFirstUrl(store, 'https://a.test/casino')).toBe('https://a.test/?cpnc=1');
    expect(store.get('firstUrl')).toBe('https://a.test/?cpnc=1');
  });
});

describe('visit throttle', () => {
  it('lets one visit per user through every 30 minutes', () => {
    const { store, advance, now } = clockStore();
    expect(shouldTrackVisit(store, 'u1', now())).toBe(true);
    advance(29 * MIN);
    expect(shouldTrackVisit(store, 'u1', now())).toBe(false);
    expect(shouldTrackVisit(store, 'u2', now())).toBe(true); // per user
    advance(MIN);
    expect(shouldTrackVisit(store, 'u1', now())).toBe(true);
  });

  it('clears records older than 60 minutes', () => {
    const { store, advance, now } = clockStore();
    shouldTrackVisit(store, 'u1', now());
    advance(59 * MIN);
    shouldTrackVisit(store, 'u2', now());
    expect(Object.keys(JSON.parse(store.get(TRACKING_KEYS.visits) ?? '{}'))).toEqual(['u1', 'u2']);
    advance(MIN);
    shouldTrackVisit(store, 'u2', now());
    expect(Object.keys(JSON.parse(store.get(TRACKING_KEYS.visits) ?? '{}'))).toEqual(['u2']);
  });
});

describe('cookie store', () => {
  it('writes cookies with a max age and reads them back', () => {
    const writes: string[] = [];
    const jar = {
      get cookie() {
        return 'cpnc=C9; other=1';
      },
      set cookie(v: string) {
        writes.push(v);
      },
    };
    const store = cookieStore(jar);
    expect(store.get('cpnc')).toBe('C9');
    store.set('mkt', 'M', CAMPAIGN_MAX_AGE_MS);
    expect(writes[0]).toContain('mkt=M');
    expect(writes[0]).toContain(`Max-Age=${365 * 24 * 3600}`);
    store.remove('mkt');
    expect(writes[1]).toContain('Max-Age=0');
  });
});
