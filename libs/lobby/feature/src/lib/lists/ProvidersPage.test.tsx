import { endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLobby } from '../testing';
import { ProvidersPage } from './ProvidersPage';

let failures = 0;
let calls = 0;
mockServer(
  mockEndpoint(endpoints.getProviders, () => {
    calls += 1;
    if (failures > 0) {
      failures -= 1;
      // A refusal the client does not retry on its own (a 5xx would be retried with backoff first).
      return contractError(422, 'INVALID_STATE', 'down');
    }
    return [{ id: 1, slug: 'devplay', name: 'DevPlay', gameCount: 30, logoUrl: '/p.png' }];
  }),
);

describe('ProvidersPage', () => {
  it('says the providers could not be loaded and lists them after Try again, with one request per press', async () => {
    failures = 1;
    calls = 0;
    renderLobby(<ProvidersPage />, { route: '/providers' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    const before = calls;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /DevPlay/ })).toHaveAttribute('href', '/providers?provider=devplay');
    expect(calls).toBe(before + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
