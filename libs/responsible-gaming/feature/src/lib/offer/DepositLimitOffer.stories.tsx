import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '@casino/api-client';
import { endpoints, type BodyOf } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { ApiClientProvider, SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { responsibleGamingKeys } from '../../api/responsible-gaming-keys';
import { limitFixture, newPlayerStateFixture } from '../fixtures';
import DepositLimitOffer from './DepositLimitOffer';
import { offerStorageKey } from './depositLimitOffer';

/** A player of the stories alone, so the offer's memory in this browser never touches another story's. */
const STORY_PLAYER = 990_014;

/**
 * A UK player just registered (no deposit, no limit), never offered a deposit limit in this browser: the dialog opens
 * at once. Set limit answers after a moment from a stand-in client (no backend in Storybook); an amount of 13 is refused.
 */
function NewPlayer() {
  const [user] = useState(() => {
    try {
      localStorage.removeItem(offerStorageKey(STORY_PLAYER));
    } catch {
      // storage refused: the offer shows all the same
    }
    return userDetailsFixture({ depositCount: 0, getUser: { userId: STORY_PLAYER, currencyCode: 'GBP' } });
  });
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } });
    c.setQueryData(responsibleGamingKeys.state(), newPlayerStateFixture({ market: 'UK' }));
    return c;
  });
  const [api] = useState(
    () =>
      ({
        call: async (endpoint: unknown, { body }: { body?: BodyOf<typeof endpoints.setLimit> } = {}) => {
          if (endpoint !== endpoints.setLimit || !body) throw new Error('not in this story');
          await new Promise((r) => setTimeout(r, 600));
          if (body.amount === 13) throw new Error('refused in this story');
          return newPlayerStateFixture({
            market: 'UK',
            limits: [limitFixture({ type: 'deposit', period: body.period, amount: body.amount, used: 0 })],
          });
        },
      }) as unknown as ApiClient,
  );
  return (
    <QueryClientProvider client={client}>
      <ApiClientProvider value={api}>
        <SessionProvider initial={sessionFromDetails(user)}>
          <DepositLimitOffer />
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Responsible gaming/Deposit limit offer',
  component: NewPlayer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Arabic: Story = { globals: { locale: 'ar' } };
