import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing';
import { ExternalLink, Link, NavLink } from './Link';

describe('Link', () => {
  it('navigates inside the app without a page load', async () => {
    renderWithTheme(
      <Routes>
        <Route path="/" element={<Link to="/promotions">Promotions</Link>} />
        <Route path="/promotions" element={<h1>Promotions page</h1>} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(screen.getByRole('heading', { name: 'Promotions page' })).toBeInTheDocument();
  });

  it('NavLink marks the current page for assistive technology', () => {
    renderWithTheme(
      <nav>
        <NavLink to="/casino">Casino</NavLink>
        <NavLink to="/promotions">Promotions</NavLink>
      </nav>,
      { route: '/casino' },
    );
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Promotions' })).not.toHaveAttribute('aria-current');
  });

  it('an external link opened in a new tab cannot reach back to the casino window', () => {
    renderWithTheme(
      <ExternalLink href="https://example.org/help" target="_blank">
        Help
      </ExternalLink>,
    );
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
