import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptItem } from '@casino/api-contract';
import { THIRD_PARTY_ATTR, injectScriptItems, removeInjected } from './injectSnippets';
import { ThirdPartyScripts, type AuthState, type ThirdPartyScriptsProps } from './ThirdPartyScripts';

const item = (key: string, over: Partial<ScriptItem> = {}): ScriptItem => ({
  key,
  head: `<script src="https://cdn.test/${key}.js" async></script>`,
  bodyStart: `<noscript><iframe src="https://tags.test/${key}"></iframe></noscript>`,
  bodyEnd: `<script>window.__ran_${key} = true;</script><img src="https://px.test/${key}.gif" alt="">`,
  ...over,
});

const injected = () => Array.from(document.querySelectorAll(`[${THIRD_PARTY_ATTR}]`));

function renderAt(path: string, props: ThirdPartyScriptsProps) {
  const router = createMemoryRouter([{ path: '*', element: <ThirdPartyScripts {...props} /> }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  const rerenderWith = (next: Partial<ThirdPartyScriptsProps>) => {
    const r2 = createMemoryRouter([{ path: '*', element: <ThirdPartyScripts {...props} {...next} /> }], {
      initialEntries: [router.state.location.pathname],
    });
    view.rerender(<RouterProvider router={r2} />);
  };
  return { router, view, rerenderWith };
}

afterEach(() => {
  removeInjected(document);
  vi.restoreAllMocks();
});

describe('ThirdPartyScripts', () => {
  it.each<[AuthState, object]>([
    ['guest', {}],
    ['user', { enableAuthUsers: true }],
    ['depositor', { enableAuthUsers: true, enableDepositors: true }],
  ])('asks the backend with the query of a %s', async (authState, query) => {
    const fetchScripts = vi.fn().mockResolvedValue([]);
    renderAt('/', { authState, fetchScripts });
    await waitFor(() => expect(fetchScripts).toHaveBeenCalledTimes(1));
    expect(fetchScripts).toHaveBeenCalledWith(query);
  });

  it('injects head, bodyStart and bodyEnd in their places, marked with the item key', async () => {
    const marker = document.createElement('main');
    document.body.appendChild(marker);
    renderAt('/', { authState: 'guest', fetchScripts: vi.fn().mockResolvedValue([item('gtm')]) });
    await waitFor(() => expect(injected()).toHaveLength(4));
    const headScript = document.head.querySelector(`script[${THIRD_PARTY_ATTR}="gtm"]`);
    expect(headScript?.getAttribute('src')).toBe('https://cdn.test/gtm.js');
    expect(document.body.firstElementChild?.tagName).toBe('NOSCRIPT');
    expect(document.body.firstElementChild?.getAttribute(THIRD_PARTY_ATTR)).toBe('gtm');
    expect(document.body.lastElementChild?.getAttribute('src')).toBe('https://px.test/gtm.gif');
    marker.remove();
  });

  it('re-creates scripts with createElement so they run, carrying the CSP nonce', async () => {
    const created = vi.spyOn(document, 'createElement');
    renderAt('/', { authState: 'guest', nonce: 'abc123', fetchScripts: vi.fn().mockResolvedValue([item('a')]) });
    await waitFor(() => expect(injected()).toHaveLength(4));
    expect(created.mock.calls.filter(([tag]) => tag === 'script')).toHaveLength(2);
    const scripts = document.querySelectorAll<HTMLScriptElement>(`script[${THIRD_PARTY_ATTR}]`);
    expect(scripts).toHaveLength(2);
    for (const s of scripts) expect(s.nonce).toBe('abc123');
    const inline = Array.from(scripts).find((s) => !s.src);
    expect(inline?.text).toBe('window.__ran_a = true;');
    expect(
      Array.from(scripts)
        .find((s) => s.src)
        ?.hasAttribute('async'),
    ).toBe(true);
  });

  it('injects nothing on /play/ pages and removes the scripts when navigating onto one', async () => {
    const fetchOnPlay = vi.fn().mockResolvedValue([item('a')]);
    const play = renderAt('/play/some-game', { authState: 'user', fetchScripts: fetchOnPlay });
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchOnPlay).not.toHaveBeenCalled();
    expect(injected()).toHaveLength(0);
    play.view.unmount();

    const { router } = renderAt('/casino', { authState: 'user', fetchScripts: vi.fn().mockResolvedValue([item('a')]) });
    await waitFor(() => expect(injected()).toHaveLength(4));
    await act(() => router.navigate('/play/game-1'));
    expect(injected()).toHaveLength(0);
  });

  it('removes every injected node and loads the list again when the auth state changes', async () => {
    const fetchScripts = vi
      .fn<ThirdPartyScriptsProps['fetchScripts']>()
      .mockResolvedValueOnce([item('guestTag')])
      .mockResolvedValueOnce([item('depTag', { head: '', bodyStart: '' })]);
    const unrelated = document.createElement('script');
    document.head.appendChild(unrelated);
    const { rerenderWith } = renderAt('/', { authState: 'guest', fetchScripts });
    await waitFor(() => expect(injected()).toHaveLength(4));
    rerenderWith({ authState: 'depositor' });
    await waitFor(() => expect(fetchScripts).toHaveBeenCalledTimes(2));
    expect(fetchScripts).toHaveBeenLastCalledWith({ enableAuthUsers: true, enableDepositors: true });
    await waitFor(() => expect(injected()).toHaveLength(2));
    expect(injected().every((n) => n.getAttribute(THIRD_PARTY_ATTR) === 'depTag')).toBe(true);
    expect(unrelated.isConnected).toBe(true); // removal is exact
    unrelated.remove();
  });

  it('logs a failing fetch and injects nothing, without throwing into React', async () => {
    const onError = vi.fn();
    const error = new Error('scripts down');
    renderAt('/', { authState: 'guest', onError, fetchScripts: vi.fn().mockRejectedValue(error) });
    await waitFor(() => expect(onError).toHaveBeenCalledWith(error));
    expect(injected()).toHaveLength(0);
  });

  it('warns in the console by default (the page works without them)', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/', { authState: 'guest', fetchScripts: vi.fn().mockRejectedValue(new Error('x')) });
    await waitFor(() => expect(log).toHaveBeenCalled());
  });

  it('ignores an answer that arrives after the auth state changed', async () => {
    let resolveFirst: (items: ScriptItem[]) => void = () => undefined;
    const fetchScripts = vi
      .fn<ThirdPartyScriptsProps['fetchScripts']>()
      .mockReturnValueOnce(new Promise((r) => (resolveFirst = r)))
      .mockResolvedValueOnce([]);
    const { rerenderWith } = renderAt('/', { authState: 'guest', fetchScripts });
    rerenderWith({ authState: 'user' });
    await waitFor(() => expect(fetchScripts).toHaveBeenCalledTimes(2));
    await act(async () => resolveFirst([item('stale')]));
    expect(injected()).toHaveLength(0);
  });
});

describe('injectScriptItems', () => {
  it('keeps item order at the top of <body> and skips empty snippets', () => {
    injectScriptItems(document, [item('one', { head: '', bodyEnd: '' }), item('two', { head: '  ', bodyEnd: '' })]);
    const top = Array.from(document.body.children).slice(0, 2);
    expect(top.map((n) => n.getAttribute(THIRD_PARTY_ATTR))).toEqual(['one', 'two']);
    expect(document.head.querySelector(`[${THIRD_PARTY_ATTR}]`)).toBeNull();
  });
});
