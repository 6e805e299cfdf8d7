import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BirthdayPicker, type BirthdayPickerProps } from './BirthdayPicker';
import { isOldEnough } from './normaliseBirthDate';

/** Keeps the value like a form would, and checks the age live, as the sign-up form does. */
function ControlledBirthdayPicker({ value: initialValue, error, ...args }: BirthdayPickerProps) {
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(false);
  const tooYoung = touched && !isOldEnough(value, { minAge: args.minAge, today: args.today });
  return (
    <div style={{ maxInlineSize: '24rem' }}>
      <BirthdayPicker
        {...args}
        value={value}
        onChange={setValue}
        onBlur={() => setTouched(true)}
        error={error ?? (tooYoung ? 'You must be at least 18 years old' : undefined)}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/BirthdayPicker',
  component: BirthdayPicker,
  args: {
    label: 'Date of birth',
    dayLabel: 'Day',
    monthLabel: 'Month',
    yearLabel: 'Year',
    value: '',
    onChange: () => undefined,
    required: true,
  },
  // Month names follow the toolbar's locale unless a story sets one.
  render: (args, { globals }) => (
    <ControlledBirthdayPicker {...args} locale={args.locale ?? (globals['locale'] as string | undefined)} />
  ),
} satisfies Meta<typeof BirthdayPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Starts 18 years ago; pick a later day and leave the group to see the live age error. */
export const Default: Story = {};
export const WithValue: Story = { args: { value: '1990-07-04' } };
export const WithError: Story = {
  args: { value: '2008-12-31', today: new Date(2026, 2, 15), error: 'You must be at least 18 years old' },
};
export const WithHint: Story = { args: { value: '1990-07-04', hint: 'As on your ID document' } };
export const Disabled: Story = { args: { value: '1990-07-04', disabled: true } };
/** A 320 px phone: the three selects share one line and long month names are cut. */
export const NarrowPhone: Story = {
  args: { value: '1990-09-30' },
  render: (args, { globals }) => (
    <div style={{ inlineSize: '288px' }}>
      <ControlledBirthdayPicker {...args} locale={args.locale ?? (globals['locale'] as string | undefined)} />
    </div>
  ),
};
export const RtlArabic: Story = {
  args: {
    label: 'تاريخ الميلاد',
    dayLabel: 'اليوم',
    monthLabel: 'الشهر',
    yearLabel: 'السنة',
    value: '1990-07-04',
    locale: 'ar',
  },
  render: (args) => (
    <div dir="rtl">
      <ControlledBirthdayPicker {...args} />
    </div>
  ),
};
