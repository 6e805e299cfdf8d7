import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField } from './TextField';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'name@example.com' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Username', type: 'text', placeholder: undefined, hint: '3 to 20 letters or digits' },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: {
    label: 'Username',
    type: 'text',
    hint: '3 to 20 letters or digits',
    error: 'This username is already taken',
    defaultValue: 'lucky7',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'player@example.com' } };
/** A value the player cannot change (a locked profile field): no field background, dashed border, no required mark. */
export const ReadOnly: Story = {
  args: {
    readOnly: true,
    required: true,
    defaultValue: 'player@example.com',
    hint: 'Contact support to change your email',
  },
};
/** Beside an editable field, for comparison. */
export const ReadOnlyBesideEditable: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextField label="Email" readOnly defaultValue="player@example.com" hint="Contact support to change your email" />
      <TextField label="Nickname" defaultValue="lucky7" />
    </div>
  ),
};
export const CurrencyAdornment: Story = {
  args: {
    label: 'Deposit amount',
    type: 'text',
    inputMode: 'decimal',
    placeholder: undefined,
    startAdornment: <span aria-hidden="true">€</span>,
    hint: 'Minimum 10 €',
  },
};
export const LongLabelAndError: Story = {
  args: {
    label: 'Your residential address exactly as it appears on your proof-of-address document',
    type: 'text',
    placeholder: undefined,
    error:
      'We could not match this address to the document you uploaded. Check the street name and number and try again.',
  },
};
/** In RTL the currency sign and the toggle swap sides on their own (logical CSS). */
export const RtlArabic: Story = {
  args: {
    label: 'المبلغ',
    type: 'text',
    placeholder: undefined,
    startAdornment: <span aria-hidden="true">د.إ</span>,
    hint: 'الحد الأدنى 10',
  },
  render: (args) => (
    <div dir="rtl">
      <TextField {...args} />
    </div>
  ),
};

function PasswordField() {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label="Password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          style={{ minBlockSize: '2.75rem', minInlineSize: '2.75rem' }}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
export const PasswordToggle: Story = { render: () => <PasswordField /> };
