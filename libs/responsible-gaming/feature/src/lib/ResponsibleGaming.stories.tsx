import type { Meta, StoryObj } from '@storybook/react-vite';
import { mergeSettings, type ResponsibleGaming } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { responsibleGamingKeys } from '../api/responsible-gaming-keys';
import { FreezeAccountPage } from './exclusion/FreezeAccountPage';
import { limitFixture, rgStateFixture } from './fixtures';
import { LimitsPage } from './limits/LimitsPage';
import { ResponsibleGamblingPage } from './tools/ResponsibleGamblingPage';

type Kind = 'default' | 'ukPending' | 'seMissing' | 'betCooldown' | 'mt' | 'excluded' | 'frozen';

const HOUR = 3_600_000;
// Fixed times relative to when the story opens, so "pending until" and "change again in" read sensibly.
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

function stateOf(kind: Kind): ResponsibleGaming {
  switch (kind) {
    case 'ukPending':
      return rgStateFixture({
        market: 'UK',
        realityCheckMinutes: 30,
        limits: [
          limitFixture({ pending: { amount: 2000, effectiveAt: at(20 * HOUR), needsConfirmation: true, due: false } }),
          limitFixture({
            type: 'loss',
            period: 1,
            amount: 300,
            used: 80,
            pending: { amount: null, effectiveAt: at(-HOUR), needsConfirmation: true, due: true },
          }),
        ],
        sessionLimit: { minutes: 120, setAt: at(-48 * HOUR) },
      });
    case 'seMissing':
      return rgStateFixture({ market: 'SE', limits: [] });
    case 'betCooldown':
      return rgStateFixture({
        limits: [
          limitFixture({
            type: 'bet',
            period: 0,
            amount: 50,
            used: 12,
            updatedAt: at(-20 * 60_000),
            nextChangeAt: at(40 * 60_000),
          }),
        ],
      });
    case 'mt':
      return rgStateFixture({ market: 'MT' });
    case 'excluded':
      return rgStateFixture({ selfExclusion: { until: at(6 * 24 * HOUR), permanent: false, allBrands: true } });
    case 'frozen':
      return rgStateFixture({ frozenUntil: at(3 * 24 * HOUR) });
    default:
      return rgStateFixture();
  }
}

/** The responsible-gaming state already in the cache (no backend in Storybook). */
function Page({ kind, page, guest = false }: { kind: Kind; page: 'limits' | 'freeze' | 'tools'; guest?: boolean }) {
  const [user] = useState(() => (guest ? undefined : userDetailsFixture({ getUser: { ghostMode: true } })));
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } });
    c.setQueryData(responsibleGamingKeys.state(), stateOf(kind));
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initial={sessionFromDetails(user)}>
        {page === 'limits' ? (
          <LimitsPage />
        ) : page === 'freeze' ? (
          <FreezeAccountPage />
        ) : (
          <ResponsibleGamblingPage
            settings={mergeSettings({
              ghostModeEnabled: true,
              responsibleGamingMarket: kind === 'ukPending' ? 'UK' : 'default',
            })}
          />
        )}
      </SessionProvider>
    </QueryClientProvider>
  );
}

const meta = { title: 'Responsible gaming/Pages', component: Page, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Limits: Story = { args: { kind: 'default', page: 'limits' } };
export const LimitsArabic: Story = { args: { kind: 'ukPending', page: 'limits' }, globals: { locale: 'ar' } };
/** UK: a raise waiting 24 hours for its confirmation, a removal due and waiting for it, the reality check. */
export const LimitsUnitedKingdomPending: Story = { args: { kind: 'ukPending', page: 'limits' } };
/** SE: deposit and session limits wanted before play. */
export const LimitsSwedenMissing: Story = { args: { kind: 'seMissing', page: 'limits' } };
export const BetLimitCooldown: Story = { args: { kind: 'betCooldown', page: 'limits' } };
export const SelfExclusionAndFreeze: Story = { args: { kind: 'default', page: 'freeze' } };
/** MT: the cross-brand question. */
export const SelfExclusionMalta: Story = { args: { kind: 'mt', page: 'freeze' } };
export const SelfExcluded: Story = { args: { kind: 'excluded', page: 'freeze' } };
export const SelfExclusionArabic: Story = { args: { kind: 'mt', page: 'freeze' }, globals: { locale: 'ar' } };
/** /responsible-gambling: advice, the signs of a problem and the tools, with ghost mode and the calendar opt-out. */
export const ResponsibleGamblingTools: Story = { args: { kind: 'ukPending', page: 'tools' } };
export const ResponsibleGamblingGuest: Story = { args: { kind: 'default', page: 'tools', guest: true } };
export const ResponsibleGamblingArabic: Story = {
  args: { kind: 'ukPending', page: 'tools' },
  globals: { locale: 'ar' },
};
/** A frozen account: the freeze's end instead of the form. */
export const Frozen: Story = { args: { kind: 'frozen', page: 'freeze' } };
