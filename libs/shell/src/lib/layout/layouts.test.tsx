import { baseTheme } from '@casino/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing';
import { ShellLayout } from './ShellLayout';
// The drawer's focus trap, which the panel layout loads lazily, loaded with this file: no test waits for its module.
import './DrawerFocusTrap';
import type { LayoutProps } from './types';

const props: Omit<LayoutProps, 'children'> = {
  logo: <span>Royale Casino</span>,
  brandName: 'Royale Casino',
  navItems: [
    { key: 'home', to: '/', label: 'Home' },
    { key: 'casino', to: '/casino', label: 'Casino' },
    { key: 'promotions', to: '/promotions', label: 'Promotions' },
  ],
  footerItems: [{ key: 'termsAndConditions', to: '/terms-and-conditions', label: 'Terms and conditions' }],
  headerActions: <button type="button">Log in</button>,
};

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

describe.each(['basic', 'panel'] as const)('%s layout', (navigationSystem) => {
  it('has the main navigation, the header actions, the page and the footer', () => {
    renderShell(
      <ShellLayout navigationSystem={navigationSystem} {...props}>
        <h1>Lobby</h1>
      </ShellLayout>,
      { route: '/casino' },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Casino', 'Promotions']);
    expect(within(nav).getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(footer).toHaveTextContent('© 2024 Royale Casino');
    expect(document.querySelector(`[data-layout="${navigationSystem}"]`)).not.toBeNull();
  });

  it('lets keyboard users skip straight to the content', async () => {
    renderShell(
      <ShellLayout navigationSystem={navigationSystem} {...props}>
        <p>Content</p>
      </ShellLayout>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });

  it('puts the overlays (cookie banner) right after the skip link, ahead of the header and the page: a streamed page paints them first', async () => {
    renderShell(
      <ShellLayout
        navigationSystem={navigationSystem}
        {...props}
        overlays={<section aria-label="Cookies">We use cookies</section>}
      >
        <p>Content</p>
      </ShellLayout>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const banner = screen.getByRole('region', { name: 'Cookies' });
    expect(skip.nextElementSibling).toBe(banner);
    expect(
      banner.compareDocumentPosition(screen.getByRole('navigation', { name: 'Main' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(banner.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The skip link stays the first stop of the keyboard.
    await userEvent.tab();
    expect(skip).toHaveFocus();
  });
});

describe('panel drawer (below 1024 px)', () => {
  function renderPanel() {
    return renderShell(
      <ShellLayout navigationSystem="panel" {...props}>
        <p>Content</p>
      </ShellLayout>,
      { route: '/' },
    );
  }

  it('the menu button opens and closes the side panel and says so', async () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(panel).toHaveAttribute('data-open');
    await userEvent.click(toggle);
    expect(panel).not.toHaveAttribute('data-open');
  });

  it('Escape closes it and gives focus back to the menu button', async () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('choosing a page or tapping the backdrop closes it', async () => {
    renderPanel();
    // Found by label and text, then checked for their roles: a role query with a name computes the accessible name of
    // every candidate on the page (every link of the menu), a second of a loaded CI machine for this test.
    const toggle = screen.getByLabelText('Open menu');
    expect(toggle).toHaveRole('button');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByTestId('panel-backdrop'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const nav = screen.getByLabelText('Main');
    expect(nav).toHaveRole('navigation');
    const promotions = within(nav).getByText('Promotions').closest('a') as HTMLElement;
    expect(promotions).toHaveRole('link');
    await userEvent.click(promotions);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  describe('while open', () => {
    // jsdom lays nothing out; focus-trap only moves focus to elements with a box.
    afterEach(() => vi.restoreAllMocks());
    function withBoxes() {
      vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(
        () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList,
      );
    }

    it('holds the keyboard focus: Tab and Shift+Tab go round the panel, never to the page behind', async () => {
      withBoxes();
      renderPanel();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const panel = nav.closest('aside') as HTMLElement;
      // Focus starts on the current page's link (once the trap, loaded on first opening, is there). The link found once:
      // a role query in the wait would name every link of the panel at each try.
      const home = within(nav).getByRole('link', { name: 'Home' });
      await waitFor(() => expect(home).toHaveFocus());
      const inPanel = () => panel.contains(document.activeElement);
      for (let i = 0; i < 6; i += 1) {
        await user.tab();
        expect(inPanel()).toBe(true);
      }
      for (let i = 0; i < 6; i += 1) {
        await user.tab({ shift: true });
        expect(inPanel()).toBe(true);
      }
      expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveFocus();
    });

    it('its own close button closes it and gives focus back to the menu button', async () => {
      withBoxes();
      renderPanel();
      const user = userEvent.setup();
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
      await user.click(within(panel).getByRole('button', { name: 'Close menu' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toHaveAttribute('data-open');
      await waitFor(() => expect(toggle).toHaveFocus());
    });

    it('Escape gives focus back to the menu button after a keyboard round trip', async () => {
      withBoxes();
      renderPanel();
      const user = userEvent.setup();
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      toggle.focus();
      await user.keyboard('{Enter}');
      await user.tab();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(toggle).toHaveFocus());
    });
  });
});
