import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@casino/translate';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consentAcceptedIn, shouldShowCookieBanner } from './consentRules';
import { CookieConsentBanner, type CookieConsentBannerProps } from './CookieConsentBanner';
import { useGameCookieConsent } from './useGameCookieConsent';

beforeEach(() => {
  document.cookie = 'cookieConsent=; Max-Age=0; Path=/';
  document.cookie = 'gameCookieConsent=; Max-Age=0; Path=/';
  localStorage.clear();
});

function renderBanner(props: CookieConsentBannerProps = {}, path = '/') {
  return render(
    <I18nProvider i18n={createI18n({ lng: 'en', translations: bundledTranslations('en') })}>
      <ThemeProvider theme={baseTheme}>
        <MemoryRouter initialEntries={[path]}>
          <CookieConsentBanner {...props} />
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('cookie banner rules', () => {
  const base = { pathname: '/', cookiesPopup: true, isBot: false, accepted: false };
  it('shows for a visitor who has not accepted', () => expect(shouldShowCookieBanner(base)).toBe(true));
  it('hides once accepted, when cookiesPopup is off, and for crawlers', () => {
    expect(shouldShowCookieBanner({ ...base, accepted: true })).toBe(false);
    expect(shouldShowCookieBanner({ ...base, cookiesPopup: false })).toBe(false);
    expect(shouldShowCookieBanner({ ...base, isBot: true })).toBe(false);
  });
  it('hides on paths containing /game/, /play/ or /casino/game/', () => {
    for (const pathname of ['/play/book-of-ra', '/casino/game/x', '/live/game/12', '/casino/games/x/play/1']) {
      expect(shouldShowCookieBanner({ ...base, pathname }), pathname).toBe(false);
    }
    expect(shouldShowCookieBanner({ ...base, pathname: '/casino/games/book-of-ra' })).toBe(true);
  });
  it('reads the consent cookie the server receives', () => {
    expect(consentAcceptedIn('lng=en; cookieConsent=true')).toBe(true);
    expect(consentAcceptedIn('lng=en')).toBe(false);
    expect(consentAcceptedIn(null)).toBe(false);
  });
});

describe('CookieConsentBanner', () => {
  it('links to the cookie policy and goes away for a year once accepted', async () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'We use cookies' });
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(banner).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookieConsent=true');
    expect(localStorage.getItem('cookieConsent')).toBe('true');
  });

  it('is not rendered when the server saw the consent cookie', () => {
    renderBanner({ acceptedOnServer: true });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('honours a choice kept only in storage', async () => {
    localStorage.setItem('cookieConsent', 'true');
    renderBanner();
    await act(async () => undefined);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('is not shown on /play/ pages, with cookiesPopup off, or to crawlers', () => {
    renderBanner({}, '/play/book-of-ra');
    renderBanner({ cookiesPopup: false });
    renderBanner({ isBot: true });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});

describe('game cookie consent', () => {
  it('is its own choice, kept in gameCookieConsent', () => {
    const { result } = renderHook(() => useGameCookieConsent());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    expect(document.cookie).toContain('gameCookieConsent=true');
    expect(document.cookie).not.toContain('cookieConsent=true;');
  });
});
