import { baseTheme } from '@casino/design-system';
import { renderPage } from '@casino/page-ui/testing';
import { userDetailsFixture } from '@casino/session/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewPlayerTour } from './NewPlayerTour';
import { tourStorageKey } from './tourState';

const PLAYER = 4242;
const newPlayer = () => userDetailsFixture({ depositCount: 0, getUser: { userId: PLAYER } });
const render = ({
  user = newPlayer(),
  guest = false,
  route = '/',
  enabled = true,
  lng = 'en',
}: { user?: ReturnType<typeof newPlayer>; guest?: boolean; route?: string; enabled?: boolean; lng?: string } = {}) =>
  renderPage(<NewPlayerTour enabled={enabled} brandName="Test Casino" />, {
    user: guest ? undefined : user,
    route,
    lng,
  });
const tour = () => screen.queryByRole('dialog');
/**
 * The tour's button showing `name`, checked for its role and accessible name: a role query names every button of the
 * tour, working out the styles of each and of the dialog around it.
 */
function button(name: string): HTMLElement {
  const found = screen.getByText(name);
  expect(found).toHaveRole('button');
  expect(found).toHaveAccessibleName(name);
  return found;
}
const settle = () => new Promise((r) => setTimeout(r, 30));
// The dialog leaves after its close animation: on a clock the test moves (it also runs on with real time).
const closeAnimation = () => act(() => vi.advanceTimersByTimeAsync(baseTheme.motion.modalClose));

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

// A worker's first render of the tour inserts and parses its styles and compiles its code (about half a second in
// jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  render();
  await screen.findByRole('dialog', { name: 'Welcome to Test Casino' });
  cleanup();
});
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('NewPlayerTour', () => {
  it('shows for a new player, focused on the step heading, with the step count', async () => {
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Test Casino' }, { timeout: 3_000 });
    expect(dialog).toHaveAccessibleDescription('Step 1 of 4');
    await waitFor(() => expect(screen.getByTestId('onboarding-heading')).toHaveFocus());
  });

  it('does not show for a depositor, a guest, with the setting off, or on /play/ pages', async () => {
    const views = [
      render({ user: userDetailsFixture({ depositCount: 2, getUser: { userId: PLAYER } }) }),
      render({ guest: true }),
      render({ enabled: false }),
      render({ route: '/play/book-of-dev' }),
    ];
    await settle();
    expect(tour()).not.toBeInTheDocument();
    views.forEach((v) => v.unmount());
  });

  it('Next and Back walk the steps', async () => {
    render();
    // One dialog walks the steps: found once, then named again by each step (a role query after each step would work
    // out the styles of the dialog and the page around it again).
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Test Casino' });
    expect(screen.queryByText('Back')).not.toBeInTheDocument();
    await userEvent.click(button('Next'));
    expect(dialog).toHaveAccessibleName('Where the games are');
    expect(dialog).toHaveAccessibleDescription('Step 2 of 4');
    await waitFor(() => expect(screen.getByTestId('onboarding-heading')).toHaveFocus());
    await userEvent.click(button('Back'));
    expect(dialog).toHaveAccessibleName('Welcome to Test Casino');
    expect(dialog).toBeInTheDocument();
  });

  it('the last step finishes it, and it never comes back', async () => {
    const view = render();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Test Casino' });
    await userEvent.click(button('Next'));
    await userEvent.click(button('Next'));
    await userEvent.click(button('Next'));
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Play within your limits');
    expect(dialog).toHaveAccessibleDescription('Step 4 of 4');
    await userEvent.click(button('Start playing'));
    await closeAnimation();
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    expect(localStorage.getItem(tourStorageKey(PLAYER))).toBe('finished');
    view.unmount();
    render();
    await settle();
    expect(tour()).not.toBeInTheDocument();
  });

  it('Skip closes it for good', async () => {
    const view = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip the tour' }));
    await closeAnimation();
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    view.unmount();
    render();
    await settle();
    expect(tour()).not.toBeInTheDocument();
  });

  it('Escape skips', async () => {
    render();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await closeAnimation();
    await waitFor(() => expect(tour()).not.toBeInTheDocument());
    expect(localStorage.getItem(tourStorageKey(PLAYER))).toBe('skipped');
  });

  it('speaks Arabic', async () => {
    render({ lng: 'ar' });
    expect(await screen.findByRole('dialog', { name: 'مرحبًا بك في Test Casino' })).toHaveAccessibleDescription(
      'الخطوة 1 من 4',
    );
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
  });
});
