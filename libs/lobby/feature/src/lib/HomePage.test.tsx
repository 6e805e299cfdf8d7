import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@casino/translate';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';

function renderHome(lng = 'en') {
  const i18n = createI18n({ lng, translations: bundledTranslations(lng) });
  return render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={baseTheme}>
        <MemoryRouter initialEntries={['/']}>
          <HomePage />
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('HomePage', () => {
  it('leads with the welcome package and a sign-up call to action', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '150% up to 1000 EUR + 100 free spins' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim your bonus' })).toHaveAttribute('href', '/?modal=signup');
  });

  it('links every game category to its lobby page', () => {
    renderHome();
    const list = within(screen.getByRole('region', { name: 'Explore the lobby' })).getByRole('list');
    const hrefs = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/casino/slots', '/casino/live-casino', '/casino/popular', '/tournaments']);
  });

  it('is translated', () => {
    renderHome('ar');
    expect(screen.getByRole('link', { name: 'احصل على مكافأتك' })).toBeInTheDocument();
  });
});
