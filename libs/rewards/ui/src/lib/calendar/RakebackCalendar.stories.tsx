import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyDays } from './fixtures';
import { RakebackCalendar } from './RakebackCalendar';
import { RakebackCarousel } from './RakebackCarousel';
import { RakebackDayCard } from './RakebackDayCard';
import { rakebackDayViews } from './rakebackDays';

const noop = () => undefined;
const meta = {
  title: 'Rewards/Rakeback calendar',
  component: RakebackCalendar,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RakebackCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = { args: { days: storyDays, currencyCode: 'EUR', onClaim: noop, label: 'Rakeback days' } };
export const Claiming: Story = { args: { ...Player.args, claimingDate: '2026-11-24' } };
export const Guest: Story = {
  args: {
    days: rakebackDayViews(
      storyDays.map((d) => ({ canClaimDate: d.date, bonusId: d.bonusId, amount: d.amount, paidAt: d.paidAt })),
      { today: '2026-11-24', signedIn: false },
    ),
    currencyCode: 'EUR',
    label: 'Rakeback days',
  },
};
export const Arabic: Story = { args: Player.args, globals: { locale: 'ar' } };

export const Carousel: StoryObj<typeof RakebackCarousel> = {
  render: (args) => <RakebackCarousel {...args} />,
  args: { days: storyDays, currencyCode: 'EUR', onClaim: noop, label: 'Rakeback days', viewAllHref: '?modal=rakeback' },
};

export const EveryDayState: StoryObj<typeof RakebackDayCard> = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 8.5rem)', gap: '0.5rem' }}>
      {(['claimed', 'missed', 'claimable', 'locked', 'playToWin'] as const).map((state) => {
        const day = storyDays.find((d) => d.state === state);
        return day ? <RakebackDayCard key={state} day={day} currencyCode="EUR" onClaim={noop} /> : null;
      })}
      {rakebackDayViews([{ canClaimDate: '2026-11-24', bonusId: 1, amount: 9.5, paidAt: null }], {
        today: '2026-11-24',
        signedIn: false,
      }).map((day) => (
        <RakebackDayCard key="guest-today" day={day} currencyCode="EUR" />
      ))}
    </div>
  ),
};
