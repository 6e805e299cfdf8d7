import { renderWithTheme } from '@casino/design-system/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryNav, type CategoryNavItem } from './CategoryNav';

const items: CategoryNavItem[] = [
  { label: 'All games', href: '/casino', current: false },
  { label: 'Slots', href: '/casino/slots', current: true },
  { label: 'Table Games', href: '/casino?category=table-games', current: false },
];

describe('CategoryNav', () => {
  it('is a navigation named by its label, linking every category to its page in order', () => {
    renderWithTheme(<CategoryNav label="Game categories" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['All games', 'Slots', 'Table Games']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/casino',
      '/casino/slots',
      '/casino?category=table-games',
    ]);
  });

  it('marks the current category, and only that one, as the page shown', () => {
    renderWithTheme(<CategoryNav label="Game categories" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All games' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Table Games' })).not.toHaveAttribute('aria-current');
  });
});
