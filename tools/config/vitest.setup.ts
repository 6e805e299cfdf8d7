import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// findBy* and waitFor give up after 5 s rather than Testing Library's 1 s: on a 2-core CI machine running two tasks at
// a time, a deposit's 3-D Secure round (two mocked calls and a navigation) once took longer than 1 s and failed. An
// assertion that holds still passes at once; one that never holds fails as before, later.
configure({ asyncUtilTimeout: 5_000 });

// The test files of a worker share one jsdom window and module registry (`isolate: false` in vitest.lib.ts: a lib's
// tests in a third of the time). So each file starts from a blank browser state, and leaves no stubbed global, spy or
// fake clock to the next. (Files under `@vitest-environment node` have no window to reset.)
beforeAll(() => {
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// A worker's first render, style and role query run React DOM's, jsdom's and Testing Library's code for the first time,
// compiled as it runs: about half a second, which the first test of every worker paid on top of its own work (the limits
// page's first test 0.9 s, 0.35 s as the second). Done once a worker, in a hook, it is no test's time.
const warmedUp = Symbol.for('casino.vitest.warmedUp');
beforeAll(() => {
  const scope = globalThis as { [warmedUp]?: boolean };
  if (typeof window === 'undefined' || scope[warmedUp]) return;
  scope[warmedUp] = true;
  const style = document.createElement('style');
  style.textContent = '.warm-up { color: rgb(1, 2, 3); border: 1px solid; margin: 0 auto; display: grid; gap: 1rem }';
  document.head.append(style);
  const item = (i: number) =>
    createElement('li', { key: i, className: 'warm-up' }, createElement('a', { href: `#${i}` }, `link ${i}`));
  const { rerender, unmount } = render(
    createElement(
      'main',
      null,
      createElement('h1', null, 'warm-up'),
      createElement('ul', null, [1, 2, 3].map(item)),
      createElement('button', { type: 'button' }, 'go'),
    ),
  );
  rerender(
    createElement(
      'main',
      null,
      createElement('h1', null, 'warm-up'),
      createElement('ul', null, [1, 2, 3, 4].map(item)),
    ),
  );
  screen.getAllByRole('link');
  screen.queryByRole('button', { name: 'go' });
  unmount();
  style.remove();
});
