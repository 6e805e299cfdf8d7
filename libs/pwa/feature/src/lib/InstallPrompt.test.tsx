import { renderPage } from '@casino/page-ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from './InstallPrompt';
import { installDismissedKey } from './installPromptState';

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const render = (pathname = '/', enabled = true) =>
  renderPage(<InstallPrompt enabled={enabled} brandName="Test Casino" pathname={pathname} />);
const button = () => screen.queryByRole('button', { name: 'Install' });

beforeEach(() => localStorage.clear());

describe('InstallPrompt', () => {
  it('appears only after the browser offers installation, keeping its mini-infobar back', async () => {
    render();
    expect(button()).not.toBeInTheDocument();
    const event = offerInstall();
    expect(await screen.findByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Install the app' })).toBeInTheDocument();
    expect(event.defaultPrevented).toBe(true);
  });

  it('never shows on /play/ pages', async () => {
    render('/play/book-of-dev');
    offerInstall();
    await new Promise((r) => setTimeout(r, 20));
    expect(button()).not.toBeInTheDocument();
  });

  it('never shows with the setting off', async () => {
    render('/', false);
    offerInstall();
    await new Promise((r) => setTimeout(r, 20));
    expect(button()).not.toBeInTheDocument();
  });

  it('opens the browser dialog once and says what the player chose', async () => {
    render();
    const event = offerInstall('accepted');
    const install = await screen.findByRole('button', { name: 'Install' });
    await userEvent.click(install);
    expect(await screen.findByRole('status')).toHaveTextContent('The app is being installed.');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(button()).not.toBeInTheDocument();
  });

  it('hides after appinstalled and stays hidden', async () => {
    render();
    offerInstall();
    await screen.findByRole('button', { name: 'Install' });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(button()).not.toBeInTheDocument();
    expect(localStorage.getItem(installDismissedKey)).toBe('installed');
  });

  it('hides when dismissed and stays hidden after a reload', async () => {
    const first = render();
    offerInstall();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(button()).not.toBeInTheDocument();
    first.unmount();
    render();
    offerInstall();
    await new Promise((r) => setTimeout(r, 20));
    expect(button()).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    renderPage(<InstallPrompt enabled brandName="كازينو" pathname="/" />, { lng: 'ar' });
    offerInstall();
    expect(await screen.findByRole('button', { name: 'تثبيت' })).toBeInTheDocument();
  });
});
