import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/Button';
import { Stack } from '../layout/Stack';
import { LoadError } from './LoadError';
import { Notice } from './Notice';

const meta = {
  title: 'Design system/Notice',
  component: Notice,
  args: { tone: 'info', appearance: 'box', children: 'Your documents are being checked. This usually takes a day.' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
    urgency: { control: 'select', options: ['assertive', 'polite', 'none'] },
    appearance: { control: 'select', options: ['box', 'inline'] },
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Saved', children: 'Your deposit limit is now €200 a week.' },
};
export const Warning: Story = { args: { tone: 'warning', children: 'A higher limit takes effect after 24 hours.' } };
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Withdrawal refused',
    children: 'Verify your identity first.',
    actions: <Button size="sm">Verify now</Button>,
  },
};
export const Inline: Story = {
  args: { tone: 'danger', appearance: 'inline', children: 'The games could not be loaded.' },
};

/** Every tone, boxed: the mark at the start edge is the tone's colour; the words say what it is. */
export const AllTones: Story = {
  render: () => (
    <Stack gap="sm">
      <Notice tone="neutral">Chat is quiet at night.</Notice>
      <Notice tone="info">Your documents are being checked.</Notice>
      <Notice tone="success">Your profile is saved.</Notice>
      <Notice tone="warning">Your session ends in 5 minutes.</Notice>
      <Notice tone="danger">The deposit was declined by your bank.</Notice>
    </Stack>
  ),
};

/** A part of a page that failed to load, with Try again busy while the retry runs (press it). */
export const LoadFailed: Story = {
  render: function LoadFailedStory() {
    const [retrying, setRetrying] = useState(false);
    return (
      <LoadError
        message="Your limits could not be loaded."
        retryLabel="Try again"
        retryingLabel="Loading"
        retrying={retrying}
        onRetry={() => {
          setRetrying(true);
          setTimeout(() => setRetrying(false), 1500);
        }}
      />
    );
  },
};

export const RtlArabic: Story = {
  render: () => (
    <Stack gap="sm" dir="rtl">
      <Notice tone="success" title="تم الحفظ">
        حد الإيداع الآن 200 يورو أسبوعيًا.
      </Notice>
      <LoadError message="تعذر تحميل حدودك." retryLabel="حاول مرة أخرى" onRetry={() => undefined} />
    </Stack>
  ),
};
