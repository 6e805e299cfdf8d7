import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { Button } from '../button/Button';
import { ToastProvider, useToast } from '../toast/Toast';
import { Dialog } from './Dialog';

type DialogStoryArgs = Omit<ComponentProps<typeof Dialog>, 'open' | 'onClose'>;

function DialogDemo(args: DialogStoryArgs) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog {...args} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: () => undefined,
    title: 'Withdraw funds',
    description: 'Withdrawing now cancels your active bonus and its winnings.',
    closeLabel: 'Close',
    size: 'md',
    children: <p>You are about to withdraw 50 €.</p>,
    footer: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button variant="danger">Withdraw and cancel bonus</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: ({ open: _open, onClose: _onClose, ...args }) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm', title: 'Log out?', description: undefined, children: null } };
export const Large: Story = { args: { size: 'lg', title: 'Bonus terms' } };
export const LongContent: Story = {
  args: {
    title: 'General terms and conditions of the welcome bonus for new players',
    description: undefined,
    children: (
      <>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            {index + 1}. The bonus must be wagered 35 times within 30 days. Games contribute differently to the wagering
            requirement; live casino games do not contribute.
          </p>
        ))}
      </>
    ),
  },
};
export const WithoutFooter: Story = { args: { footer: undefined } };
/** The dialog is portalled to `<body>`: it takes its direction from the document (the RTL toolbar), not from a wrapper. */
export const RtlArabic: Story = {
  args: {
    title: 'سحب الأموال',
    description: 'السحب الآن يلغي مكافأتك النشطة.',
    closeLabel: 'إغلاق',
    children: <p>أنت على وشك سحب 50 €.</p>,
    footer: <Button>تأكيد</Button>,
  },
};

function ToastButton() {
  const toast = useToast();
  return <Button onClick={() => toast.show({ title: 'Bonus claimed', durationMs: null })}>Show a toast</Button>;
}

/**
 * The page behind an open dialog neither scrolls (wheel, touch, keyboard) nor reaches the keyboard or a screen reader;
 * the toasts stay in reach above it. Show a toast, open the dialog, then try to scroll or to dismiss the toast.
 */
export const OverAScrollingPage: Story = {
  render: ({ open: _open, onClose: _onClose, ...args }) => (
    <ToastProvider dismissLabel="Dismiss">
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <ToastButton />
        <DialogDemo {...args} />
      </div>
      {Array.from({ length: 40 }, (_, index) => (
        <p key={index}>Page line {index + 1}: the page goes on below the fold.</p>
      ))}
    </ToastProvider>
  ),
};
