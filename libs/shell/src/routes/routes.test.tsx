import { mergeSettings } from '@casino/api-contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ComingSoonRoute from './coming-soon';
import { loader as toAccountLoader } from './to-account';
import { renderShell } from '../lib/testing';

const get = (path: string) => new Request(`http://casino.test${path}`);

describe('coming-soon route', () => {
  it("renders its own page, or the one settings moved to this URL (another page's built-in URL)", async () => {
    renderShell(<p>elsewhere</p>, {
      route: '/account',
      routes: [
        { id: 'account', path: '/account', loader: () => ({ page: 'editProfile' }), element: <ComingSoonRoute /> },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
  });

  it('takes its page from the route id', async () => {
    renderShell(<p>elsewhere</p>, {
      route: '/promotions',
      routes: [{ id: 'promotions', path: '/promotions', loader: () => ({ page: null }), element: <ComingSoonRoute /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });
});

describe('panel edit-profile redirect', () => {
  it('sends /profile/edit-profile to /account permanently, keeping the query', () => {
    const response = toAccountLoader({ request: get('/profile/edit-profile?modal=login') });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/account?modal=login');
  });

  it('follows the page-URL list when settings move edit-profile', () => {
    const context = { settings: mergeSettings({ navigationSystem: 'panel', pageUrls: { editProfile: '/me' } }) };
    const response = toAccountLoader({ request: get('/profile/edit-profile?a=1'), context });
    expect(response.headers.get('Location')).toBe('/me?a=1');
  });
});
