import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installStoryBackend, storyRefusal, useStoryBackend, type StoryAnswers } from './storyBackend';

const network = vi.fn(async () => Response.json({ from: 'network' }));
const realFetch = window.fetch;
beforeAll(() => {
  window.fetch = network;
});
afterAll(() => {
  window.fetch = realFetch;
});

const ask = async (path: string, init?: RequestInit) => {
  const response = await window.fetch(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
};

function Frame({ answers }: { answers: StoryAnswers }) {
  useStoryBackend(answers);
  return null;
}

describe('the story backend', () => {
  it('answers the current story, by path or from the query string, and refuses what it does not answer', async () => {
    installStoryBackend({ '/api/games/providers': [{ slug: 'devplay' }], '/api/mirror': null });
    expect(await ask('/api/games/providers')).toEqual({
      status: 200,
      body: { success: true, data: [{ slug: 'devplay' }] },
    });
    expect(await ask('/api/mirror')).toEqual({ status: 200, body: { success: true, data: null } });
    expect(await ask('/api/login', { method: 'POST' })).toEqual({
      status: 400,
      body: {
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'Stories do not submit: this is how a refusal looks.' },
      },
    });

    installStoryBackend((url, init) =>
      url.pathname === '/api/games'
        ? { page: Number(url.searchParams.get('pageNo')), method: init?.method }
        : storyRefusal('GAME_NOT_FOUND', { status: 404 }),
    );
    expect(await ask('/api/games?pageNo=2')).toEqual({ status: 200, body: { success: true, data: { page: 2 } } });
    expect(await ask('/api/games?pageNo=3', { method: 'GET' })).toEqual({
      status: 200,
      body: { success: true, data: { page: 3, method: 'GET' } },
    });
    expect(await ask('/api/games/x')).toEqual({
      status: 404,
      body: { success: false, error: { code: 'GAME_NOT_FOUND', message: 'GAME_NOT_FOUND' } },
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('lets other requests go out', async () => {
    installStoryBackend({});
    expect((await ask('/assets/logo.json')).body).toEqual({ from: 'network' });
    expect((await ask('https://elsewhere.test/api/games')).body).toEqual({ from: 'network' });
  });

  it('switches to each story frame as it renders, and steps back when it goes', async () => {
    const first = render(<Frame answers={{ '/api/a': 'first' }} />);
    expect((await ask('/api/a')).body).toEqual({ success: true, data: 'first' });
    first.unmount();
    const second = render(<Frame answers={{ '/api/a': 'second' }} />);
    expect((await ask('/api/a')).body).toEqual({ success: true, data: 'second' });
    second.unmount();
    network.mockClear();
    expect((await ask('/api/a')).body).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
