import type { Meta, StoryObj } from '@storybook/react-vite';
import { InlineConfirm } from './InlineConfirm';

/** A confirmation in place (press the button): the question, the action and the safe answer, without a dialog. */
const meta = {
  title: 'Design system/InlineConfirm',
  component: InlineConfirm,
  args: {
    label: 'Cancel withdrawal',
    question: '€40.00 comes back to your balance, with no fees.',
    confirmLabel: 'Yes, cancel it',
    keepLabel: 'Keep it',
    onConfirm: () => undefined,
  },
} satisfies Meta<typeof InlineConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

// The stories below open the question as a press would.
const asking: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button'));
};

export const Default: Story = {};
export const Asking: Story = { play: asking };
export const Pending: Story = { args: { pending: true }, play: asking };
export const Failed: Story = {
  args: { error: 'The withdrawal could not be cancelled. Please try again.' },
  play: asking,
};
export const RtlArabic: Story = {
  args: {
    label: 'إلغاء السحب',
    question: 'يعود 40.00 يورو إلى رصيدك دون رسوم.',
    confirmLabel: 'نعم، ألغه',
    keepLabel: 'احتفظ به',
  },
  globals: { direction: 'rtl' },
  play: asking,
};
