import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from '@casino/design-system';
import { useState } from 'react';
import { ConfirmThenSendForm, type ConfirmThenSendFormProps } from './ConfirmThenSendForm';

const DAYS = [1, 3, 7, 10] as const;

/** The freeze's choice as the form's child, with the steps held here as a page's hook would hold them. */
function FreezeChoice(props: ConfirmThenSendFormProps) {
  const [days, setDays] = useState<(typeof DAYS)[number]>(1);
  const [confirming, setConfirming] = useState(props.confirming);
  return (
    <ConfirmThenSendForm
      {...props}
      confirming={confirming}
      confirmation={{
        ...props.confirmation,
        question: `Your account will be frozen for ${days} days. You can still sign in and withdraw.`,
      }}
      onReview={() => setConfirming(true)}
      onCancel={() => setConfirming(false)}
    >
      <RadioGroup
        legend="How long?"
        name="story-freeze-days"
        direction="row"
        disabled={confirming}
        value={days}
        onChange={setDays}
        options={DAYS.map((d) => ({ value: d, label: `${d} days` }))}
      />
    </ConfirmThenSendForm>
  );
}

const meta = {
  title: 'Responsible gaming/Confirm then send form',
  component: ConfirmThenSendForm,
  parameters: { layout: 'padded' },
  render: (args) => <FreezeChoice {...args} />,
  args: {
    testId: 'freeze',
    stepTestId: 'freeze',
    about: 'Take a break: while your account is frozen you can sign in and withdraw, and nothing else.',
    reviewLabel: 'Continue',
    confirmation: { title: 'Confirm the freeze', question: '', yes: 'Freeze my account', no: 'Go back' },
    confirming: false,
    pending: false,
    problem: null,
    children: null,
    onReview: () => undefined,
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmThenSendForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The choice, then Continue leads to the confirmation. */
export const Choosing: Story = {};
export const Confirming: Story = { args: { confirming: true } };
/** The yes pressed: its progress, and the way back shut until the answer. */
export const Sending: Story = { args: { confirming: true, pending: true } };
export const Refused: Story = { args: { confirming: true, problem: 'Something went wrong. Please try again.' } };
export const Arabic: Story = { args: { confirming: true }, globals: { locale: 'ar' } };
