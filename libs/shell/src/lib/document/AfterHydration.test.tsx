import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterHydration } from './AfterHydration';

let renders = 0;
/** The page around a client-only part: counts its renders. */
function Page() {
  renders += 1;
  return (
    <main>
      <h1>Casino</h1>
      <AfterHydration>
        <p data-testid="client-only">tracking</p>
      </AfterHydration>
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  renders = 0;
});

describe('AfterHydration', () => {
  it('is not in the server HTML, and appears once the page has hydrated without drawing the page around it again', async () => {
    const html = renderToString(<Page />);
    expect(html).not.toContain('tracking');
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    renders = 0;
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container as HTMLElement, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.querySelector('[data-testid="client-only"]')).toHaveTextContent('tracking');
    // Hydration rendered the page once; the client-only part's arrival did not render it a second time.
    expect(renders).toBe(1);
    expect(errors).toEqual([]);
  });
});
