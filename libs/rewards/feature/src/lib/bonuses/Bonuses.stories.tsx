import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_SIZE, type UserDetails } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import {
  sampleActiveUserBonus,
  sampleCancelledSpins,
  sampleDepositBonus,
  sampleFreeSpinsBonus,
} from '@casino/rewards-ui';
import { SessionProvider, sessionFromDetails, signedOutState } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { rewardsKeys } from '../../api/rewards-keys';
import CancelBonusDialog from './CancelBonusDialog';
import { CouponForm } from './CouponForm';
import { MyBonuses } from './MyBonuses';
import { PromotionsList } from './PromotionsList';
import ReplaceBonusDialog from './ReplaceBonusDialog';

/** The data of the bonuses pages already in the cache (no backend in Storybook), for a guest or the demo player. */
function Seeded({ player, children }: { player: boolean; children: ReactNode }) {
  const [user] = useState<UserDetails | undefined>(() => (player ? userDetailsFixture() : undefined));
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    const page = { bonus: { count: 2 * PAGE_SIZE, rows: [sampleDepositBonus, sampleFreeSpinsBonus] } };
    c.setQueryData(rewardsKeys.promotions({ page: 1, language: 'en' }), page);
    c.setQueryData(rewardsKeys.promotions({ page: 1, language: 'ar' }), page);
    const userGetUser = user?.getUser;
    if (userGetUser) {
      for (const language of ['en', 'ar']) {
        c.setQueryData(
          rewardsKeys.promotions({
            page: 1,
            language,
            country: userGetUser.countryCode ?? undefined,
            currency: userGetUser.currencyCode,
          }),
          page,
        );
      }
    }
    c.setQueryData(rewardsKeys.userBonuses(), { count: 2, rows: [sampleActiveUserBonus, sampleCancelledSpins] });
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initial={user ? sessionFromDetails(user) : signedOutState}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

function Page({ player, part }: { player: boolean; part: 'promotions' | 'my-bonuses' | 'coupon' }) {
  return (
    <Seeded player={player}>
      {part === 'promotions' && <PromotionsList heading="Promotions" />}
      {part === 'my-bonuses' && <MyBonuses />}
      {part === 'coupon' && <CouponForm />}
    </Seeded>
  );
}

const meta = { title: 'Rewards/Bonuses pages', component: Page, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PromotionsForAGuest: Story = { args: { player: false, part: 'promotions' } };
export const PromotionsForAPlayer: Story = { args: { player: true, part: 'promotions' } };
export const PlayersBonuses: Story = { args: { player: true, part: 'my-bonuses' } };
export const PlayersBonusesArabic: Story = { args: { player: true, part: 'my-bonuses' }, globals: { locale: 'ar' } };
export const Coupon: Story = { args: { player: true, part: 'coupon' } };

export const ReplaceConfirmation: StoryObj<typeof ReplaceBonusDialog> = {
  render: (args) => <ReplaceBonusDialog {...args} />,
  args: { name: 'High Roller 25%', pending: false, onConfirm: () => undefined, onClose: () => undefined },
};
export const CancelConfirmation: StoryObj<typeof CancelBonusDialog> = {
  render: (args) => <CancelBonusDialog {...args} />,
  args: {
    bonus: sampleActiveUserBonus,
    currencyCode: 'EUR',
    pending: false,
    onConfirm: () => undefined,
    onClose: () => undefined,
  },
};
export const CancelRefused: StoryObj<typeof CancelBonusDialog> = {
  ...CancelConfirmation,
  args: { ...CancelConfirmation.args, error: 'This bonus has already ended: there is nothing left to cancel.' },
};
