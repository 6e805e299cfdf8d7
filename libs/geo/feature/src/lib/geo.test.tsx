import { endpoints, mergeSettings } from '@casino/api-contract';
import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@casino/translate';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountryBlock } from './CountryBlock';
import { clearLocationCache, countryBlockOnServer, type CountryBlockData } from './geoBlock.server';
import { geoFlagsFrom, isCountryBlocked, type BlockInputs } from './geoRules';
import { countryFromGeocode, reverifyLocation } from './reverify';

beforeEach(() => {
  for (const key of ['isVerified', 'whitelisted', 'userIP']) document.cookie = `${key}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

describe('block rules', () => {
  const blockedCase: BlockInputs = {
    country: 'us',
    ips: ['198.51.100.7'],
    excludedCountries: ['US', 'GB'],
    whitelistedIPs: ['10.0.0.1'],
    signedIn: false,
    whitelisted: false,
    isVerified: false,
  };
  it('blocks a guest from an excluded country', () => expect(isCountryBlocked(blockedCase)).toBe(true));
  it('lets through an allowed country, a whitelisted IP, a signed-in player, a whitelisted or verified visitor', () => {
    expect(isCountryBlocked({ ...blockedCase, country: 'MT' })).toBe(false);
    expect(isCountryBlocked({ ...blockedCase, ips: ['198.51.100.7', '10.0.0.1'] })).toBe(false);
    expect(isCountryBlocked({ ...blockedCase, signedIn: true })).toBe(false);
    expect(isCountryBlocked({ ...blockedCase, whitelisted: true })).toBe(false);
    expect(isCountryBlocked({ ...blockedCase, isVerified: true })).toBe(false);
  });
  it('reads the flags the server can see', () => {
    expect(geoFlagsFrom(new Request('http://c.test/?whitelisted=1'))).toMatchObject({
      whitelisted: true,
      isVerified: false,
    });
    expect(
      geoFlagsFrom(new Request('http://c.test/', { headers: { Cookie: 'isVerified=true; userIP=10.0.0.1' } })),
    ).toEqual({ whitelisted: false, isVerified: true, storedIp: '10.0.0.1' });
  });
});

describe('server decision', () => {
  const settings = mergeSettings({ excludedCountryCodeList: 'US,GB', whitelistedIPs: '10.0.0.1' });
  const location = {
    location: { country: { code: 'US', name: 'United States' }, ipInfo: { ip: '198.51.100.7', country: 'US' } },
  };
  function fakeApi() {
    const call = vi.fn(async (endpoint: { path: string }) =>
      endpoint.path === endpoints.getLocation.path ? location : null,
    );
    return { api: { call } as never, call };
  }
  const request = new Request('http://casino.test/promotions?x=1');

  it('blocks a guest from an excluded country and reports it', async () => {
    const { api, call } = fakeApi();
    const data = await countryBlockOnServer({
      request,
      api,
      settings,
      signedIn: false,
      isBot: false,
      now: () => new Date('2026-11-22T10:00:00Z'),
    });
    expect(data).toMatchObject({
      blocked: true,
      country: 'US',
      ip: '198.51.100.7',
      detectedAt: '2026-11-22T10:00:00.000Z',
      excludedCountries: ['US', 'GB'],
    });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(endpoints.countryBlocked, {
        body: { ip: '198.51.100.7', country: 'US', firstUrl: '/promotions?x=1' },
      }),
    );
  });

  it('does not block a signed-in player, nor look them up', async () => {
    const { api, call } = fakeApi();
    expect(await countryBlockOnServer({ request, api, settings, signedIn: true, isBot: false })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('looks a visitor up once per few minutes, and again after that', async () => {
    clearLocationCache();
    const { api, call } = fakeApi();
    const at = (iso: string) => () => new Date(iso);
    const lookups = () => call.mock.calls.filter(([endpoint]) => endpoint.path === endpoints.getLocation.path).length;
    const first = await countryBlockOnServer({
      request,
      api,
      settings,
      signedIn: false,
      isBot: false,
      visitorKey: '198.51.100.7|',
      now: at('2026-11-22T10:00:00Z'),
    });
    const again = await countryBlockOnServer({
      request,
      api,
      settings,
      signedIn: false,
      isBot: false,
      visitorKey: '198.51.100.7|',
      now: at('2026-11-22T10:04:00Z'),
    });
    expect(lookups()).toBe(1);
    // The kept location keeps the time it was looked up: both pages say (and carry) the same.
    expect(again?.detectedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(again).toEqual(first);
    await countryBlockOnServer({
      request,
      api,
      settings,
      signedIn: false,
      isBot: false,
      visitorKey: '203.0.113.1|',
      now: at('2026-11-22T10:04:00Z'),
    });
    expect(lookups()).toBe(2);
    await countryBlockOnServer({
      request,
      api,
      settings,
      signedIn: false,
      isBot: false,
      visitorKey: '198.51.100.7|',
      now: at('2026-11-22T10:06:00Z'),
    });
    expect(lookups()).toBe(3);
  });

  it('never looks crawlers or verified visitors up', async () => {
    const { api, call } = fakeApi();
    expect(await countryBlockOnServer({ request, api, settings, signedIn: false, isBot: true })).toBeNull();
    const verified = new Request('http://casino.test/', { headers: { Cookie: 'isVerified=true' } });
    expect(await countryBlockOnServer({ request: verified, api, settings, signedIn: false, isBot: false })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('blocks nobody when the lookup fails, and says so in the log', async () => {
    const log = vi.fn();
    const api = { call: async () => Promise.reject(new Error('Request timeout')) } as never;
    expect(await countryBlockOnServer({ request, api, settings, signedIn: false, isBot: false, log })).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Request timeout'));
  });
});

function geolocationAt(latitude: number, longitude: number): Geolocation {
  return {
    getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude, longitude } } as GeolocationPosition),
  } as unknown as Geolocation;
}
const geocodeAnswer = (countryCode: string) =>
  vi.fn(async () => new Response(JSON.stringify({ countryCode }))) as unknown as typeof fetch;

describe('re-verification', () => {
  const base = { reverseGeocodeUrl: 'https://geo.test/r?lat={lat}&lon={lon}', excludedCountries: ['US'] };
  it('asks the service with the browser position and allows another country', async () => {
    const fetchImpl = geocodeAnswer('mt');
    expect(await reverifyLocation({ ...base, geolocation: geolocationAt(35.9, 14.5), fetchImpl })).toEqual({
      kind: 'allowed',
      country: 'MT',
    });
    expect(fetchImpl).toHaveBeenCalledWith('https://geo.test/r?lat=35.9&lon=14.5', expect.anything());
  });
  it('keeps the block in an excluded country', async () => {
    expect(
      await reverifyLocation({ ...base, geolocation: geolocationAt(40, -74), fetchImpl: geocodeAnswer('US') }),
    ).toEqual({ kind: 'stillBlocked', country: 'US' });
  });
  it('tells a refusal, an unsupported browser and a failure apart', async () => {
    const refusing = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1 } as GeolocationPositionError),
    } as unknown as Geolocation;
    expect(await reverifyLocation({ ...base, geolocation: refusing })).toEqual({ kind: 'denied' });
    expect(await reverifyLocation({ ...base, geolocation: undefined })).toEqual({ kind: 'unsupported' });
    const broken = vi.fn(async () => new Response('not json')) as unknown as typeof fetch;
    expect(await reverifyLocation({ ...base, geolocation: geolocationAt(1, 1), fetchImpl: broken })).toEqual({
      kind: 'failed',
    });
  });
  it('reads the usual answer shapes', () => {
    expect(countryFromGeocode({ address: { country_code: 'de' } })).toBe('DE');
    expect(countryFromGeocode({ nothing: true })).toBeUndefined();
  });
});

const blockedData: CountryBlockData = {
  blocked: true,
  country: 'US',
  countryName: 'United States',
  ip: '198.51.100.7',
  detectedAt: '2026-11-22T10:00:00.000Z',
  excludedCountries: ['US'],
  whitelistedByQuery: false,
  reverseGeocodeUrl: 'https://geo.test/{lat}/{lon}',
};

function renderPopup(data: CountryBlockData, reverify = vi.fn()) {
  render(
    <I18nProvider i18n={createI18n({ lng: 'en', translations: bundledTranslations('en') })}>
      <ThemeProvider theme={baseTheme}>
        <main data-layout="basic">
          <a href="/casino">Casino</a>
        </main>
        <section data-testid="cookie-banner">
          <button type="button">Accept cookies</button>
        </section>
        <CountryBlock data={data} reverify={reverify} />
      </ThemeProvider>
    </I18nProvider>,
  );
  return reverify;
}

/**
 * The blocking popup's dialog: found in the popup by its role attribute, not by a role query, which computes the styles
 * of every element it reads and of their ancestors (in jsdom, each through every style rule of the document).
 */
function blockDialog(): HTMLElement {
  const dialog = screen.getByTestId('country-block').querySelector<HTMLElement>('[role="dialog"]');
  expect(dialog).toHaveRole('dialog');
  return dialog as HTMLElement;
}
/** The re-verify button, checked for its role (see `blockDialog`). */
function reverifyButton(): HTMLElement {
  const button = within(blockDialog()).getByText('Re-verify my location');
  expect(button).toHaveRole('button');
  return button;
}

describe('CountryBlockPopup', () => {
  // A worker's first popup runs its code and writes its styles for the first time, and its background lock, a lazy
  // part, shows its (empty) fallback first, which React holds for 300 ms before it mounts the lock: done once here, not
  // by the first test.
  beforeAll(async () => {
    renderPopup(blockedData);
    await waitFor(() => expect(document.querySelector('[data-layout]')?.closest('[inert]')).not.toBeNull());
    cleanup();
  });

  it('blocks the page with the three blocks and the detected country, IP and date', async () => {
    renderPopup(blockedData);
    const dialog = blockDialog();
    expect(dialog).toHaveAccessibleName('Access from your country is restricted');
    expect(dialog).toHaveTextContent('Why am I seeing this?');
    expect(dialog).toHaveTextContent('Using a VPN?');
    expect(screen.getByTestId('blocked-country')).toHaveTextContent('United States');
    expect(screen.getByTestId('blocked-ip')).toHaveTextContent('198.51.100.7');
    expect(dialog).toHaveTextContent('2026');
    // The page behind goes inert and stops scrolling once the lock has loaded.
    await waitFor(() => expect(document.querySelector('[data-layout]')?.closest('[inert]')).not.toBeNull());
    expect(screen.getByTestId('cookie-banner').closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    expect(localStorage.getItem('userIP')).toBe('198.51.100.7');
    expect(localStorage.getItem('userFromRestrictedCountry')).toBe('true');
  });

  it('lifts the block for good when the browser is in an allowed country', async () => {
    const reverify = renderPopup(
      blockedData,
      vi.fn(async () => ({ kind: 'allowed' as const, country: 'MT' })),
    );
    await userEvent.click(reverifyButton());
    await waitFor(() => expect(screen.queryByTestId('country-block')).toBeNull());
    expect(reverify).toHaveBeenCalledWith({
      reverseGeocodeUrl: blockedData.reverseGeocodeUrl,
      excludedCountries: ['US'],
    });
    expect(document.cookie).toContain('isVerified=true');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it('says what to do when the location cannot be confirmed', async () => {
    renderPopup(
      blockedData,
      vi.fn(async () => ({ kind: 'denied' as const })),
    );
    await userEvent.click(reverifyButton());
    const dialog = blockDialog();
    const status = await waitFor(() => within(dialog).getByText('Location access was refused', { exact: false }));
    expect(status).toHaveRole('status');
    expect(dialog).toBeInTheDocument();
  });

  it('renders nothing when not blocked, but keeps the stored values and ?whitelisted=1', () => {
    renderPopup({ ...blockedData, blocked: false, whitelistedByQuery: true });
    expect(screen.queryByTestId('country-block')).toBeNull();
    expect(document.cookie).toContain('whitelisted=true');
    expect(localStorage.getItem('userFromRestrictedCountry')).toBe('false');
    expect(localStorage.getItem('userIP')).toBe('198.51.100.7');
  });
});
