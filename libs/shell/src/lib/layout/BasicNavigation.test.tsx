import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@casino/translate';
import { MemoryRouter } from 'react-router';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing';
import { BasicNavigation } from './BasicNavigation';
import type { NavItem } from './types';
import { fittingCount } from './useNavOverflow';
import { readScrollEdges } from './useScrollEdges';

const items: NavItem[] = ['Home', 'Casino', 'Slots', 'Live casino', 'Promotions', 'Tournaments', 'VIP club'].map(
  (label) => ({
    key: label.toLowerCase().replace(' ', '-'),
    to: label === 'Home' ? '/' : `/${label.toLowerCase().replace(' ', '-')}`,
    label,
  }),
);

// jsdom lays nothing out: the test says how wide the navigation, each row item and the More button are.
let navWidth = 1000;
const ITEM_WIDTH = 100;
const MORE_WIDTH = 80;
let observers: Array<() => void> = [];
const resize = () => observers.forEach((callback) => callback());

beforeEach(() => {
  navWidth = 1000;
  observers = [];
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    let width = 0;
    if (this.tagName === 'NAV') width = navWidth;
    else if (this.tagName === 'LI' && this.parentElement?.parentElement?.tagName === 'NAV') width = ITEM_WIDTH;
    else if (this.querySelector(':scope > [data-testid="nav-more-button"]')) width = MORE_WIDTH;
    return new DOMRect(0, 0, width, 44);
  });
  class FakeResizeObserver {
    constructor(callback: () => void) {
      observers.push(callback);
    }
    observe = vi.fn();
    disconnect = vi.fn();
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderNav(route = '/') {
  return renderShell(<BasicNavigation items={items} />, { route });
}

function rowLinks() {
  // What a player sees in the row: the links outside the More menu, not moved out of the row.
  return Array.from(document.querySelectorAll<HTMLAnchorElement>('nav > ul > li:not([data-overflow]) > a')).map(
    (a) => a.textContent,
  );
}

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

describe('header navigation (basic layout)', () => {
  it('keeps every link in the row, and no More button, when they all fit', () => {
    renderNav();
    expect(rowLinks()).toEqual(items.map((item) => item.label));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('moves the links that do not fit into a More menu, in order, as links to their pages', async () => {
    navWidth = 350; // More (80) + two items (200) fit; a third would not.
    renderNav();
    expect(rowLinks()).toEqual(['Home', 'Casino']);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Slots', 'Live casino', 'Promotions', 'Tournaments', 'VIP club']);
    expect(within(menu as HTMLElement).getByRole('link', { name: 'VIP club' })).toHaveAttribute('href', '/vip-club');
    // One copy of each link for assistive technology: the row's copies of the moved links are out of reach.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Casino', 'Slots', 'Live casino', 'Promotions', 'Tournaments', 'VIP club']);
  });

  it('follows the width: links come back to the row when there is room again', () => {
    navWidth = 350;
    renderNav();
    expect(rowLinks()).toHaveLength(2);
    navWidth = 600; // More + five items
    act(() => resize());
    expect(rowLinks()).toEqual(['Home', 'Casino', 'Slots', 'Live casino', 'Promotions']);
    navWidth = 2000;
    act(() => resize());
    expect(rowLinks()).toHaveLength(items.length);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('opens from the keyboard: Enter and Space toggle it, ArrowDown opens it on its first link', async () => {
    navWidth = 350;
    renderNav();
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'More' });
    // The menu's links by role and name within the menu: in the whole page, each query also names the row's copies.
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    const menuLink = (name: string) => within(menu).getByRole('link', { name });
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const slots = menuLink('Slots');
    const vipClub = menuLink('VIP club');
    expect(slots).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuLink('Live casino')).toHaveFocus();
    await user.keyboard('{End}');
    expect(vipClub).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(slots).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(vipClub).toHaveFocus();
  });

  it('Escape closes it and gives focus back to the More button', async () => {
    navWidth = 350;
    renderNav();
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('closes on a click outside, on leaving it with Tab and on choosing a page', async () => {
    navWidth = 350;
    const { router } = renderNav();
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    await user.click(document.body);
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    await user.tab(); // the first link
    await user.tab({ shift: true }); // back on the button: still open
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true }); // out to the row
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    // Within the menu: in the whole page, the query also names the row's copies of the links.
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Promotions' }));
    expect(router.state.location.pathname).toBe('/promotions');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows on the More button that the current page is in its menu', () => {
    navWidth = 350;
    renderNav('/tournaments');
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('data-current');
  });

  it('is in Arabic in Arabic', () => {
    navWidth = 350;
    renderShell(<BasicNavigation items={items} />, { lng: 'ar', dir: 'rtl' });
    expect(screen.getByRole('button', { name: 'المزيد' })).toBeInTheDocument();
  });

  it('renders every link on the server, in one row, with no More menu to open', () => {
    const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={baseTheme} dir="ltr">
          <MemoryRouter>
            <BasicNavigation items={items} />
          </MemoryRouter>
        </ThemeProvider>
      </I18nProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(Array.from(page.querySelectorAll('nav > ul > li > a')).map((a) => a.textContent)).toEqual(
      items.map((item) => item.label),
    );
    expect(page.querySelector('[data-overflow]')).toBeNull();
    expect(page.querySelector('nav > ul[data-measured]')).toBeNull();
  });
});

describe('fittingCount', () => {
  it('keeps all items when they fit without the More button', () => {
    expect(fittingCount([100, 100, 100], 310, 80, 5)).toBe(3);
  });
  it('counts the items that fit beside the More button, gaps included', () => {
    // More 80 + (100 + 5) * 2 = 290 <= 300; a third item would need 395.
    expect(fittingCount([100, 100, 100, 100], 300, 80, 5)).toBe(2);
    expect(fittingCount([100, 100], 50, 80, 5)).toBe(0);
  });
});

describe('readScrollEdges (the phone strip fades the sides with more to see)', () => {
  function strip(scrollLeft: number, direction: 'ltr' | 'rtl', scrollWidth = 500) {
    const element = document.createElement('ul');
    element.style.direction = direction;
    document.body.append(element);
    Object.defineProperties(element, {
      scrollWidth: { value: scrollWidth },
      clientWidth: { value: 300 },
      scrollLeft: { value: scrollLeft },
    });
    return element;
  }
  it('left to right: more at the end first, then on both sides, then at the start', () => {
    expect(readScrollEdges(strip(0, 'ltr'))).toEqual({ start: false, end: true });
    expect(readScrollEdges(strip(100, 'ltr'))).toEqual({ start: true, end: true });
    expect(readScrollEdges(strip(200, 'ltr'))).toEqual({ start: true, end: false });
  });
  it('right to left: scrollLeft runs from 0 down to minus the overflow', () => {
    expect(readScrollEdges(strip(0, 'rtl'))).toEqual({ start: false, end: true });
    expect(readScrollEdges(strip(-100, 'rtl'))).toEqual({ start: true, end: true });
    expect(readScrollEdges(strip(-200, 'rtl'))).toEqual({ start: true, end: false });
  });
  it('no fade when everything fits', () => {
    expect(readScrollEdges(strip(0, 'ltr', 300))).toEqual({ start: false, end: false });
  });
});

describe('the phone strip reads the layout only where the browser lays the page out anyway', () => {
  function phone() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
  }

  it("reads its fades when the ResizeObserver first reports, not among hydration's effects (a forced layout there)", () => {
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(500);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(200);
    renderNav();
    const strip = document.querySelector('nav > ul');
    expect(scrollWidth).not.toHaveBeenCalled();
    // Until then, the server's guess: more at the end.
    expect(strip).toHaveAttribute('data-fade-end');
    act(() => resize());
    expect(strip).toHaveAttribute('data-fade-start');
    expect(strip).not.toHaveAttribute('data-fade-end');
  });

  it("keeps every link in the strip and draws the navigation once: no measure, no state set among hydration's effects", () => {
    phone();
    navWidth = 250;
    const commits: string[] = [];
    renderShell(
      <Profiler id="nav" onRender={(_id, phase) => commits.push(phase)}>
        <BasicNavigation items={items} />
      </Profiler>,
      { route: '/' },
    );
    // A desktop this narrow keeps one link beside More (and draws twice); the phone's strip holds them all.
    expect(rowLinks()).toEqual(items.map((item) => item.label));
    expect(document.querySelector('nav > ul[data-measured]')).toBeNull();
    expect(commits).toEqual(['mount']);
  });

  it("scrolls the current page's link into the strip in the next frame, not during the effects", () => {
    phone();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const rects = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      // A 400px strip whose current link (VIP club, the last) sits at 900 to 1000px.
      if (this.tagName === 'UL') return new DOMRect(0, 0, 400, 44);
      if (this.getAttribute('aria-current') === 'page') return new DOMRect(900, 0, 100, 44);
      return new DOMRect(0, 0, 100, 44);
    });
    let scrolledBy = 0;
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(0);
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation((value: number) => {
      scrolledBy = value;
    });
    renderNav('/vip-club');
    expect(rects).not.toHaveBeenCalled();
    expect(scrolledBy).toBe(0);
    act(() => frames.forEach((frame) => frame(0)));
    // Just enough to show it whole, 24px to spare: 1000 - (400 - 24).
    expect(scrolledBy).toBe(624);
  });
});
