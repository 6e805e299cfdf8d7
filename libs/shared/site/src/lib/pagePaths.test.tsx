import { mergeSettings } from '@casino/api-contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NavigationSystem } from './brand';
import { PagePathsProvider, usePagePath } from './pagePaths';

function Paths() {
  const pagePath = usePagePath();
  return (
    <output>
      {[
        pagePath('tournaments'),
        pagePath('vipClub'),
        pagePath('editProfile'),
        pagePath('play', { gameId: 'book of ra' }),
      ].join(' ')}
    </output>
  );
}

function renderWith(pageUrls: Record<string, string> | undefined, navigationSystem: NavigationSystem = 'basic') {
  render(
    <PagePathsProvider pageUrls={pageUrls} navigationSystem={navigationSystem}>
      <Paths />
    </PagePathsProvider>,
  );
  return screen.getByRole('status').textContent;
}

describe('usePagePath', () => {
  it('uses the built-in paths without a provider', () => {
    render(<Paths />);
    expect(screen.getByRole('status').textContent).toBe(
      '/tournaments /vip-club /profile/edit-profile /play/book%20of%20ra',
    );
  });

  it("follows the settings' page-URL list by contract page key", () => {
    expect(renderWith(mergeSettings({ pageUrls: { tournaments: '/races', vip: '/club' } }).pageUrls)).toBe(
      '/races /club /profile/edit-profile /play/book%20of%20ra',
    );
  });

  it('knows the panel layout', () => {
    expect(renderWith(mergeSettings().pageUrls, 'panel')).toBe('/tournaments /vip-club /account /play/book%20of%20ra');
  });
});
