import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Cancel Welcome bonus?',
    message: 'Cancelling removes €50.00 of bonus money and its wagering progress.',
    confirmLabel: 'Yes, cancel it',
    cancelLabel: 'Keep it',
    closeLabel: 'Close',
    tone: 'danger',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Default: Story = {
  args: {
    tone: 'default',
    title: 'Replace your active bonus?',
    message: 'Activating Reload bonus cancels your active bonus and its progress.',
    confirmLabel: 'Activate',
    cancelLabel: 'Keep my bonus',
  },
};
export const Pending: Story = { args: { pending: true, pendingLabel: 'Cancelling' } };
export const Failed: Story = { args: { error: 'The bonus could not be cancelled. Please try again.' } };
export const RtlArabic: Story = {
  args: {
    title: 'إلغاء مكافأة الترحيب؟',
    message: 'يؤدي الإلغاء إلى إزالة 50.00 يورو من أموال المكافأة.',
    confirmLabel: 'نعم، ألغها',
    cancelLabel: 'احتفظ بها',
    closeLabel: 'إغلاق',
  },
  globals: { direction: 'rtl' },
};
