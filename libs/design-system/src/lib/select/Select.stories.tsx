import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: {
    label: 'Currency',
    options: [
      { value: 'EUR', label: 'Euro' },
      { value: 'USD', label: 'US dollar' },
      { value: 'CAD', label: 'Canadian dollar' },
      { value: 'BTC', label: 'Bitcoin (not available in your country)', disabled: true },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = {
  args: {
    label: 'Country',
    placeholder: 'Choose a country',
    required: true,
    options: [
      { value: 'MT', label: 'Malta' },
      { value: 'EE', label: 'Estonia' },
    ],
  },
};
export const WithHint: Story = { args: { hint: 'You cannot change your currency after the first deposit' } };
export const WithError: Story = {
  args: { placeholder: 'Choose a currency', error: 'Choose the currency of your account' },
};
export const Disabled: Story = { args: { disabled: true } };
/** The chosen option, shown but not changeable: no chevron, aria-readonly, the other options disabled. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'USD', hint: 'You cannot change your currency after the first deposit' },
};
export const LongOptionLabels: Story = {
  args: {
    label: 'Reason for self-exclusion',
    options: [
      { value: 'time', label: 'I am spending more time playing than I want to' },
      { value: 'money', label: 'I am spending more money than I can afford to lose' },
      { value: 'other', label: 'Another reason I would rather not say' },
    ],
  },
};
/** The chevron moves to the left in RTL on its own, still pointing down. */
export const RtlArabic: Story = {
  args: {
    label: 'العملة',
    options: [
      { value: 'AED', label: 'درهم إماراتي' },
      { value: 'SAR', label: 'ريال سعودي' },
    ],
  },
  render: (args) => (
    <div dir="rtl">
      <Select {...args} />
    </div>
  ),
};
