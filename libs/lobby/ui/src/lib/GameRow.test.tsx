import { baseTheme, ThemeProvider } from '@casino/design-system';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GameRow } from './GameRow';

const games = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}` }));

function Row({ drawnFirst }: { drawnFirst?: number }) {
  return (
    <MemoryRouter>
      <ThemeProvider theme={baseTheme}>
        <GameRow
          title="Popular games"
          seeAllHref="/casino/popular"
          seeAllLabel="See all"
          items={games}
          keyOf={(g) => g.id}
          renderItem={(g) => <span>{g.name}</span>}
          drawnFirst={drawnFirst}
        />
      </ThemeProvider>
    </MemoryRouter>
  );
}

const itemsIn = (html: string) => html.match(/<li>/g)?.length ?? 0;

describe('GameRow', () => {
  it('draws every game of the row in its server HTML by default', () => {
    expect(itemsIn(renderToString(<Row />))).toBe(12);
  });

  it("draws only `drawnFirst` games in its server HTML (a phone's first screen), and the rest once hydrated, without a mismatch", async () => {
    const html = renderToString(<Row drawnFirst={4} />);
    expect(itemsIn(html)).toBe(4);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Row drawnFirst={4} />, { onRecoverableError }));
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(12));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(games.map((g) => g.name));
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
