import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../badge/Badge';
import { Countdown } from './Countdown';

const HOUR = 3600 * 1000;

const meta = {
  title: 'Design system/Countdown',
  component: Countdown,
  args: { target: Date.now() + 2 * HOUR + 10 * 60 * 1000, label: 'Tournament ends in' },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hours: Story = {};
export const WithDays: Story = { args: { target: Date.now() + 2 * 24 * HOUR + 4 * HOUR, dayUnit: 'd' } };
export const ManyHoursWithoutDayUnit: Story = { args: { target: Date.now() + 2 * 24 * HOUR + 4 * HOUR } };
export const AlreadyOver: Story = { args: { target: Date.now() - 1000 } };

function CompletingCountdown() {
  const [target] = useState(() => Date.now() + 5000);
  const [done, setDone] = useState(false);
  return (
    <p>
      <Countdown target={target} label="Free spins unlock in" onComplete={() => setDone(true)} />{' '}
      {done && <Badge tone="success">Unlocked</Badge>}
    </p>
  );
}
export const CompletesAfterFiveSeconds: Story = { render: () => <CompletingCountdown /> };

/** Digits stay left-to-right inside right-to-left text; the unit comes translated. */
export const RtlArabic: Story = {
  args: { target: Date.now() + 26 * HOUR, dayUnit: ' ي', label: 'تنتهي البطولة خلال' },
  render: (args) => (
    <p dir="rtl">
      تنتهي البطولة خلال <Countdown {...args} />
    </p>
  ),
};
