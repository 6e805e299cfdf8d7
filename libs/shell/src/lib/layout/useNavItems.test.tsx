import { mergeSettings } from '@casino/api-contract';
import { footerMenu, mainMenu, PagePathsProvider, type NavigationSystem } from '@casino/site';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../testing';
import { useNavItems } from './useNavItems';

function Links({ signedIn = false }: { signedIn?: boolean }) {
  const items = [...useNavItems(mainMenu, { signedIn }), ...useNavItems(footerMenu, { signedIn })];
  return (
    <ul>
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.to}>{item.label}</a>
        </li>
      ))}
    </ul>
  );
}

function renderLinks(pageUrls: Record<string, string>, navigationSystem: NavigationSystem = 'basic') {
  renderShell(
    <PagePathsProvider pageUrls={mergeSettings({ pageUrls }).pageUrls} navigationSystem={navigationSystem}>
      <Links />
    </PagePathsProvider>,
  );
}

describe('menu links', () => {
  it("follow the settings' page-URL list by page key", () => {
    renderLinks({ tournaments: '/races', vip: '/club', cookiePolicy: '/cookies' });
    expect(screen.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/races');
    expect(screen.getByRole('link', { name: 'VIP club' })).toHaveAttribute('href', '/club');
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookies');
  });

  it('keep the built-in paths of pages settings do not move', () => {
    renderLinks({ tournaments: '/races' });
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(screen.getByRole('link', { name: 'VIP club' })).toHaveAttribute('href', '/vip-club');
  });
});
