import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
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
