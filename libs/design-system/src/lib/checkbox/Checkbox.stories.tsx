import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Send me offers by email' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const TermsWithLinks: Story = {
  args: {
    required: true,
    label: (
      <>
        I am over 18 and accept the <a href="#terms">terms and conditions</a> and the{' '}
        <a href="#privacy">privacy policy</a>
      </>
    ),
  },
};
export const WithHint: Story = { args: { hint: 'You can change this at any time in your settings' } };
export const WithError: Story = {
  args: { label: 'I am over 18', required: true, error: 'Confirm your age to continue' },
};
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
export const LongLabel: Story = {
  args: {
    label:
      'I understand that bonus funds are subject to wagering requirements, that withdrawals cancel any active bonus, and that the casino may ask me for proof of identity before paying out',
  },
};
export const RtlArabic: Story = {
  args: { label: 'أوافق على الشروط والأحكام', error: 'يجب الموافقة للمتابعة' },
  render: (args) => (
    <div dir="rtl">
      <Checkbox {...args} />
    </div>
  ),
};
