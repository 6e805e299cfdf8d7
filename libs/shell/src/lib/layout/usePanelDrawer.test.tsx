import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing';
import { PanelLayout } from './PanelLayout';
// The drawer's focus trap, which the layout loads lazily, loaded with this file: no test waits for its module.
import './DrawerFocusTrap';

// What layouts.test.tsx does not cover of the drawer's state: a window that grows to a desktop's while it is open.
describe('usePanelDrawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('closes the drawer when the window grows to a desktop’s, where it is the side panel again', async () => {
    let desktop = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return desktop;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    renderShell(
      <PanelLayout
        logo={<span>Royale Casino</span>}
        brandName="Royale Casino"
        navItems={[{ key: 'home', to: '/', label: 'Home' }]}
        footerItems={[]}
      >
        <p>Content</p>
      </PanelLayout>,
    );
    const toggle = screen.getByTestId('panel-menu-toggle');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(listeners.size).toBe(1);
    // Still a phone's width: the change of another query's state leaves it open.
    act(() => listeners.forEach((listener) => listener()));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    desktop = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, it listens no more.
    expect(listeners.size).toBe(0);
  });
});
