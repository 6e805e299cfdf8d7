import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '@casino/api-client';
import { endpoints } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { ApiClientProvider, SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { responsibleGamingKeys } from '../../api/responsible-gaming-keys';
import { rgStateFixture } from '../fixtures';
import RealityCheck from './RealityCheck';

/**
 * A UK player whose 15-minute check came due a minute ago: the dialog opens at once. The session's figures come from a
 * stand-in client (no backend in Storybook).
 */
function Due({ net }: { net: number }) {
  const [user] = useState(() => userDetailsFixture());
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    c.setQueryData(responsibleGamingKeys.state(), rgStateFixture({ market: 'UK', realityCheckMinutes: 15 }));
    return c;
  });
  const [api] = useState(() => {
    const startedAt = new Date(Date.now() - 16 * 60_000).toISOString();
    const bets = 40;
    const summary = { startedAt, bets, wins: bets + net, net, currencyCode: 'EUR' };
    return {
      call: async (endpoint: unknown) =>
        endpoint === endpoints.getSessionSummary ? summary : Promise.reject(new Error('not in this story')),
    } as unknown as ApiClient;
  });
  return (
    <QueryClientProvider client={client}>
      <ApiClientProvider value={api}>
        <SessionProvider initial={sessionFromDetails(user)}>
          <RealityCheck />
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Responsible gaming/Reality check',
  component: Due,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Due>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Down: Story = { args: { net: -12.5 } };
export const Up: Story = { args: { net: 8.2 } };
export const Arabic: Story = { args: { net: -12.5 }, globals: { locale: 'ar' } };
