import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, webStorageStore } from './store';
import { TrackingRoot, type TrackingRootProps } from './TrackingRoot';

let storage: ReturnType<typeof memoryStorage>;

function mount(path: string, props: Partial<TrackingRootProps> = {}) {
  const sendEvent = vi.fn().mockResolvedValue({});
  const store = webStorageStore(storage);
  const router = createMemoryRouter(
    [{ path: '*', element: <TrackingRoot settings={{}} sendEvent={sendEvent} createStore={() => store} {...props} /> }],
    { initialEntries: [path] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, sendEvent, store, unmount };
}

beforeEach(() => {
  vi.useFakeTimers();
  storage = memoryStorage();
  window.history.replaceState(null, '', '/?cpnc=C1&mkt=M1&whitelisted=1');
  window.innerWidth = 800;
});
afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('[data-tracking]').forEach((n) => n.remove());
});

describe('TrackingRoot', () => {
  it('captures the landing, then sends PAGE_VIEW 300 ms after each navigation', async () => {
    const { router, sendEvent, store } = mount('/casino');
    expect(store.get('cpnc')).toBe('C1');
    expect(store.get('whitelisted')).toBe('true');
    expect(store.get('firstUrl')).toBe(window.location.href);
    expect(store.get('userDeviceType')).toBe('tablet');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(sendEvent).toHaveBeenCalledWith({
      event: 'PAGE_VIEW',
      data: { url: '/casino' },
      mkt: 'M1',
      userDeviceType: 'tablet',
      cpncToSent: 'C1',
    });
    await act(() => router.navigate('/promotions'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => router.navigate('/lobby?x=1'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(sendEvent).toHaveBeenCalledTimes(2);
    expect(sendEvent).toHaveBeenLastCalledWith(expect.objectContaining({ data: { url: '/lobby?x=1' } }));
    expect(sendEvent.mock.lastCall?.[0]).not.toHaveProperty('cpncToSent');
  });

  it("keeps a landing URL's userDeviceType over the viewport on later visits without the parameter", () => {
    window.history.replaceState(null, '', '/?userDeviceType=mobile');
    window.innerWidth = 1400;
    const first = mount('/');
    expect(first.store.get('userDeviceType')).toBe('mobile');
    first.unmount();
    window.history.replaceState(null, '', '/promotions');
    const later = mount('/promotions');
    expect(later.store.get('userDeviceType')).toBe('mobile');
  });

  it('reports a visit for a signed-in user at most once per 30 minutes', async () => {
    const onVisit = vi.fn();
    const { router } = mount('/', { userId: 7, onVisit });
    expect(onVisit).toHaveBeenCalledWith('7');
    await act(async () => {
      await router.navigate('/a');
      vi.setSystemTime(Date.now() + 29 * 60_000);
      await router.navigate('/b');
    });
    expect(onVisit).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.setSystemTime(Date.now() + 60_000);
      await router.navigate('/c');
    });
    expect(onVisit).toHaveBeenCalledTimes(2);
  });

  it('fires the retargeting pixel only when configured, and not on /play/', () => {
    mount('/', { settings: { dspretargettraffID: 'R1' } });
    expect(document.querySelector('img[data-tracking]')).toBeNull(); // no deployment base URL: disabled
    mount('/play/game', {
      settings: { dspretargettraffID: 'R1' },
      retargeting: { pixelBaseUrl: 'https://px.example/p' },
    });
    expect(document.querySelector('img[data-tracking]')).toBeNull();
    mount('/', { settings: { dspretargettraffID: 'R1' }, retargeting: { pixelBaseUrl: 'https://px.example/p' } });
    expect(document.querySelector('img[data-tracking]')?.getAttribute('src')).toContain('id=R1');
  });
});
