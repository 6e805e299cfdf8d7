import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReferralStats } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { referralKeys } from '../../api/referral-keys';
import { ReferralPage } from './ReferralPage';

const stats: ReferralStats = {
  referralCode: 'MAXPLAYER',
  referralLink: '/?ref=MAXPLAYER',
  visits: 42,
  registrations: 4,
  revenue: 92.5,
  claimable: 9.25,
  claimed: 3,
  currencyCode: 'EUR',
};

/** Where the browser refuses the clipboard (an insecure page, no permission): Copy says so and selects the text. */
function useRefusingClipboard(on: boolean) {
  useState(() => {
    if (on && typeof navigator !== 'undefined') {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
        configurable: true,
      });
    }
    return null;
  });
  useEffect(() => (on ? () => void Reflect.deleteProperty(navigator, 'clipboard') : undefined), [on]);
}

/** The player's referral state already in the cache (no backend in Storybook). */
function Page({
  claimable,
  restricted,
  clipboardRefuses,
}: {
  claimable: number;
  restricted: boolean;
  clipboardRefuses: boolean;
}) {
  useRefusingClipboard(clipboardRefuses);
  const [user] = useState(() =>
    userDetailsFixture(
      restricted
        ? {
            getUser: {
              userLimit: {
                isSelfExclusionPermanent: false,
                selfExclusion: new Date(Date.now() + 30 * 86_400_000).toISOString(),
                frozenUntil: null,
              },
            },
          }
        : {},
    ),
  );
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    c.setQueryData(referralKeys.state(), { ...stats, claimable });
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initial={sessionFromDetails(user)}>
        <ReferralPage />
      </SessionProvider>
    </QueryClientProvider>
  );
}

const meta = { title: 'Referral/Refer a friend', component: Page, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { claimable: 9.25, restricted: false, clipboardRefuses: false } };
export const NothingToClaim: Story = { args: { claimable: 0, restricted: false, clipboardRefuses: false } };
export const Restricted: Story = { args: { claimable: 9.25, restricted: true, clipboardRefuses: false } };
export const ClipboardRefused: Story = { args: { claimable: 9.25, restricted: false, clipboardRefuses: true } };
export const Arabic: Story = {
  args: { claimable: 9.25, restricted: false, clipboardRefuses: false },
  globals: { locale: 'ar' },
};
