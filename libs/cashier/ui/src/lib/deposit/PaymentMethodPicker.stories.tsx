import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker';

function Stateful(props: PaymentMethodPickerProps) {
  const [value, setValue] = useState(props.value);
  return <PaymentMethodPicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Cashier/Payment method picker',
  component: PaymentMethodPicker,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thumbnails at a fixed size; a method without one (or whose picture fails) shows its initials. */
export const Methods: Story = {
  args: {
    legend: 'Pay with',
    value: 1,
    onChange: () => undefined,
    methods: [
      { id: 1, title: 'Visa / Mastercard', thumbnail: '/payment/card.svg', range: '€10.00 – €5,000.00' },
      { id: 2, title: 'Bitcoin', thumbnail: null, range: '€20.00 – €100,000.00' },
      { id: 3, title: 'Skrill', thumbnail: '/payment/missing.png', range: '€10.00 – €2,000.00' },
      { id: 4, title: 'Bank transfer', thumbnail: null },
    ],
  },
};
export const Disabled: Story = { args: { ...Methods.args, disabled: true } };
export const Arabic: Story = { args: { ...Methods.args, legend: 'ادفع بواسطة' }, globals: { locale: 'ar' } };
