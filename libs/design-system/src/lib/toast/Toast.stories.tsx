import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { ToastProvider, useToast } from './Toast';

function ToastButtons() {
  const { show } = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Button
        onClick={() => show({ tone: 'info', title: 'New tournament', message: 'Spring Slots Cup starts at 18:00.' })}
      >
        Info
      </Button>
      <Button onClick={() => show({ tone: 'success', title: 'Deposit received', message: '50 € is in your balance.' })}>
        Success
      </Button>
      <Button onClick={() => show({ tone: 'warning', title: 'Your session ends in 2 minutes' })}>Warning</Button>
      <Button
        variant="danger"
        onClick={() =>
          show({
            tone: 'danger',
            title: 'Payment failed',
            message: 'Your card was declined. Try another payment method.',
          })
        }
      >
        Danger
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          show({
            tone: 'info',
            title: 'Responsible gaming reminder with a long title that wraps on small phones',
            message:
              'You have been playing for 60 minutes. You can set a session reminder or take a break at any time from your account settings.',
            durationMs: null,
          })
        }
      >
        Long, stays until dismissed
      </Button>
    </div>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastProvider,
  args: { dismissLabel: 'Dismiss', children: null },
  render: (args) => (
    <ToastProvider dismissLabel={args.dismissLabel}>
      <ToastButtons />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function ArabicButtons() {
  const { show } = useToast();
  return (
    <Button onClick={() => show({ tone: 'success', title: 'تم استلام الإيداع', message: 'تمت إضافة 50 € إلى رصيدك.' })}>
      إظهار
    </Button>
  );
}
/** With the RTL toolbar the stack sits in the bottom-left corner and the tone edge is on the right. */
export const RtlArabic: Story = {
  args: { dismissLabel: 'إغلاق' },
  render: (args) => (
    <ToastProvider dismissLabel={args.dismissLabel}>
      <ArabicButtons />
    </ToastProvider>
  ),
};
