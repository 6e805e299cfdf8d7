import { endpoints, GAME_FRAME_MESSAGE_SOURCE } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { saveAccessToken, uncheckedState } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameFixture, renderLobby } from '../testing';
import { PlayPage } from './PlayPage';

const game = gameFixture({ id: 5, slug: 'neon-nights', name: 'Neon Nights' });
let launches = 0;
mockServer(
  mockEndpoint(endpoints.getGame, { game }),
  mockEndpoint(endpoints.launchGame, () => {
    launches += 1;
    return { url: '/api/core/casino/dev-games/slot?token=t', demo: false };
  }),
);

/** A message as the game frame posts it to the page. */
function fromFrame(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('PlayPage', () => {
  it('gives no log-in verdict and launches nothing while the token is still being confirmed', async () => {
    launches = 0;
    saveAccessToken('player-token');
    renderLobby(<PlayPage slug="neon-nights" />, { session: uncheckedState });
    expect(await screen.findByRole('heading', { name: 'Neon Nights' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/Log in to play/)).toBeNull();
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(launches).toBe(0);
  });

  it("says a refusal the frame reports in the catalogue's words, and ignores messages from elsewhere or of another shape", async () => {
    saveAccessToken('player-token');
    renderLobby(<PlayPage slug="neon-nights" />, { user: userDetailsFixture() });
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
    const refusal = {
      source: GAME_FRAME_MESSAGE_SOURCE,
      type: 'error',
      code: 'MAX_BET_LIMIT_REACHED',
      message: 'limit',
      details: { limit: 5 },
    };
    fromFrame(refusal, 'https://evil.example');
    fromFrame({ type: 'error', code: 'MAX_BET_LIMIT_REACHED' });
    expect(screen.queryByTestId('round-refusal')).toBeNull();
    fromFrame(refusal);
    await waitFor(() =>
      expect(screen.getByTestId('round-refusal')).toHaveTextContent('This bet is above your bet limit of 5.'),
    );
  });

  it.each([
    [
      'self-excluded',
      { isSelfExclusionPermanent: false, selfExclusion: '2099-01-01T12:00:00.000Z', frozenUntil: null },
      'self-excluded until',
    ],
    [
      'frozen',
      { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2099-01-01T12:00:00.000Z' },
      'frozen until',
    ],
  ] as const)(
    'launches no real-money game for a %s player and says why, until when, and where to withdraw',
    async (_kind, userLimit, words) => {
      launches = 0;
      saveAccessToken('player-token');
      renderLobby(<PlayPage slug="neon-nights" />, {
        user: userDetailsFixture({ getUser: { userLimit } }),
        route: '/play/neon-nights',
      });
      const notice = await screen.findByTestId('restricted-account');
      const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2099-01-01T12:00:00.000Z'),
      );
      expect(notice).toHaveTextContent(`${words} ${date}`);
      expect(screen.getByRole('link', { name: 'Go to withdrawals' })).toHaveAttribute('href', '/withdraw');
      expect(screen.getByRole('link', { name: 'Responsible gaming limits' })).toHaveAttribute(
        'href',
        '/profile2/limits',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('game-frame')).toBeNull();
      expect(launches).toBe(0);
    },
  );

  it('still lets a frozen player play the demo', async () => {
    saveAccessToken('player-token');
    renderLobby(<PlayPage slug="neon-nights" />, {
      user: userDetailsFixture({
        getUser: {
          userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2099-01-01T12:00:00.000Z' },
        },
      }),
      route: '/play/neon-nights?demo=1',
    });
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
    expect(screen.queryByTestId('restricted-account')).toBeNull();
  });
});
