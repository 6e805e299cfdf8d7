import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, type ApiClient } from '@casino/api-client';
import { endpoints, type PlayerRound } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { ApiClientProvider, SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { GamePulseShare } from './GamePulseShare';

const round = (id: number, bet: number, win: number): PlayerRound => ({
  id,
  gameId: 1,
  gameName: 'Book of Dev',
  bet,
  win,
  multiplier: win / bet,
  bonusMoney: false,
  createdAt: new Date(Date.UTC(2026, 10, 25, 10, id)).toISOString(),
});
const winning = [
  round(8, 2, 12),
  round(7, 1, 0),
  round(6, 1, 2.5),
  round(5, 2, 0),
  round(4, 1, 6),
  round(3, 1, 0),
  round(2, 1, 0),
  round(1, 1, 0),
];

type Rounds = 'winning' | 'losing' | 'none' | 'broken';

/**
 * The Game Pulse before sharing, from a stand-in client (no backend in Storybook): the player's rounds, then "Share to
 * chat" answers after a moment (refused with the rate limit's wait on the losing run, to show the error).
 */
function Pulse({ rounds }: { rounds: Rounds }) {
  const [user] = useState(() => userDetailsFixture());
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
    return c;
  });
  const [api] = useState(
    () =>
      ({
        call: async (endpoint: unknown) => {
          await new Promise((r) => setTimeout(r, 400));
          if (endpoint === endpoints.getGameRounds) {
            if (rounds === 'broken') throw new Error('down in this story');
            if (rounds === 'none') return [round(1, 1, 0)];
            return rounds === 'winning' ? winning : winning.map((r) => ({ ...r, win: r.win / 4 }));
          }
          if (endpoint === endpoints.sendChatMessage && rounds === 'winning') {
            return {
              id: 99,
              roomId: 1,
              userId: user.getUser.userId,
              nickname: 'MaxPlayer',
              nameColor: 'info',
              text: 'shared',
              createdAt: new Date().toISOString(),
            };
          }
          throw new ApiError(
            429,
            'RATE_LIMITED',
            'Too many',
            { success: false, error: { code: 'RATE_LIMITED', message: 'Too many', details: { retryAfterSeconds: 6 } } },
            'POST /api/chat/rooms/1/messages',
            true,
          );
        },
      }) as unknown as ApiClient,
  );
  return (
    <QueryClientProvider client={client}>
      <ApiClientProvider value={api}>
        <SessionProvider initial={sessionFromDetails(user)}>
          <div style={{ maxInlineSize: '22rem' }}>
            <GamePulseShare roomId={1} onShared={() => undefined} onCancel={() => undefined} />
          </div>
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

const meta = { title: 'Chat/Game Pulse', component: Pulse } satisfies Meta<typeof Pulse>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Winning: Story = { args: { rounds: 'winning' } };
/** "Share to chat" is refused here, to show the sentence. */
export const Losing: Story = { args: { rounds: 'losing' } };
export const TooFewRounds: Story = { args: { rounds: 'none' } };
export const CouldNotLoad: Story = { args: { rounds: 'broken' } };
export const Arabic: Story = { args: { rounds: 'winning' }, globals: { locale: 'ar' } };
