import { endpoints } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameFixture, renderLobby } from '../testing';
import { SEARCH_DEBOUNCE_MS, SearchModal } from './SearchModal';

const searched: string[] = [];
mockServer(
  mockEndpoint(endpoints.searchGames, ({ query }) => {
    const q = query.get('q') ?? '';
    searched.push(q);
    const all = [
      gameFixture({ id: 1, slug: 'book-of-dev', name: 'Book of Dev' }),
      gameFixture({ id: 2, slug: 'big-book', name: 'Big Book' }),
    ];
    return { games: all.filter((g) => g.name.toLowerCase().includes(q.toLowerCase())), providers: [] };
  }),
);

/** Types into the search box, then lets the pause after the last key go by (the search waits for it). */
async function search(input: HTMLElement, text: string) {
  await userEvent.type(input, text);
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
}

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

describe('SearchModal', () => {
  beforeEach(() => {
    searched.length = 0;
    localStorage.clear();
    // The search waits for a pause in the typing: on a clock the test moves (it also runs on with real time).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('searches once the typing pauses, and highlights the match', async () => {
    renderLobby(<SearchModal open onClose={() => undefined} />);
    const input = await screen.findByRole('combobox', { name: 'Search games and providers' });
    await search(input, 'book');
    const list = screen.getByRole('listbox');
    await within(list).findByRole('option', { name: /Book of Dev/ });
    expect(searched).toEqual(['book']);
    expect([...list.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Book', 'Book']);
  });

  it('moves with the arrows and opens the result with Enter, by keyboard alone', async () => {
    const { router } = renderLobby(<SearchModal open onClose={() => undefined} />);
    const input = await screen.findByRole('combobox');
    await search(input, 'book');
    await screen.findByRole('option', { name: /Big Book/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Big Book/ })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Big Book/ }).id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/games/big-book'));
    expect(JSON.parse(localStorage.getItem('recentSearches') ?? '[]')).toEqual(['book']);
  });

  it('says when nothing matches', async () => {
    renderLobby(<SearchModal open onClose={() => undefined} />);
    await search(await screen.findByRole('combobox'), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”. Try another name.')).toBeInTheDocument();
  });

  it('offers the recent searches before anything is typed', async () => {
    localStorage.setItem('recentSearches', JSON.stringify(['neon']));
    renderLobby(<SearchModal open onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('option', { name: /neon/ }));
    expect(screen.getByRole('combobox')).toHaveValue('neon');
  });

  it('starts from the URL’s q (?modal=search&q=book)', async () => {
    renderLobby(<SearchModal open onClose={() => undefined} params={new URLSearchParams('q=book')} />);
    expect(await screen.findByRole('combobox')).toHaveValue('book');
    expect(await screen.findByRole('option', { name: /Book of Dev/ })).toBeInTheDocument();
  });
});
