import { endpoints } from '@casino/api-contract';
import { formatDateTimeUtc } from '@casino/translate';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gameFixture, renderLobby } from '../testing';
import { GamePage } from './GamePage';

const game = gameFixture({ id: 5, slug: 'neon-nights', name: 'Neon Nights' });
mockServer(mockEndpoint(endpoints.getGame, { game }), mockEndpoint(endpoints.getGames, { count: 0, rows: [] }));

const frozenUntil = '2099-01-01T12:00:00.000Z';
const frozenPlayer = userDetailsFixture({
  getUser: { userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil } },
});

describe('GamePage', () => {
  it('offers real money to a player without a restriction', async () => {
    saveAccessToken('player-token');
    renderLobby(<GamePage slug="neon-nights" />, { user: userDetailsFixture(), route: '/casino/games/neon-nights' });
    expect(await screen.findByTestId('play-game')).toHaveAttribute('href', '/play/neon-nights');
    expect(screen.queryByTestId('restricted-account')).toBeNull();
  });

  it('closes real money to a frozen player with the end date and the ways to withdraw and to the limits, and keeps the demo', async () => {
    saveAccessToken('player-token');
    renderLobby(<GamePage slug="neon-nights" />, { user: frozenPlayer, route: '/casino/games/neon-nights' });
    const notice = await screen.findByTestId('restricted-account');
    const date = formatDateTimeUtc('en', frozenUntil);
    expect(notice).toHaveTextContent(`Your account is frozen until ${date}.`);
    expect(screen.getByRole('link', { name: 'Go to withdrawals' })).toHaveAttribute('href', '/withdraw');
    expect(screen.getByRole('link', { name: 'Responsible gaming limits' })).toHaveAttribute('href', '/profile2/limits');
    expect(screen.queryByTestId('play-game')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Demo (for fun)' }));
    expect(screen.getByTestId('play-game')).toHaveAttribute('href', '/play/neon-nights?demo=1');
    expect(screen.queryByTestId('restricted-account')).toBeNull();
  });

  it('says a permanently self-excluded player is excluded, with no end date', async () => {
    saveAccessToken('player-token');
    renderLobby(<GamePage slug="neon-nights" />, {
      user: userDetailsFixture({
        getUser: { userLimit: { isSelfExclusionPermanent: true, selfExclusion: null, frozenUntil: null } },
      }),
      route: '/casino/games/neon-nights',
    });
    expect(await screen.findByTestId('restricted-account')).toHaveTextContent(
      'Your account is permanently self-excluded.',
    );
    expect(screen.queryByTestId('play-game')).toBeNull();
  });
});
