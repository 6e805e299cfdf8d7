import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: { defaultValue: 'active', children: null },
  render: (args) => (
    <Tabs defaultValue={args.defaultValue ?? 'active'}>
      <TabList aria-label="Bonuses">
        <Tab value="active">Active</Tab>
        <Tab value="pending">Pending</Tab>
        <Tab value="history">History</Tab>
      </TabList>
      <TabPanel value="active">Your active bonuses.</TabPanel>
      <TabPanel value="pending">Bonuses waiting for a deposit.</TabPanel>
      <TabPanel value="history">Bonuses you claimed or that expired.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {};

export const WithDisabledTab: Story = {
  render: () => (
    <Tabs defaultValue="deposit">
      <TabList aria-label="Cashier">
        <Tab value="deposit">Deposit</Tab>
        <Tab value="withdraw" disabled>
          Withdraw
        </Tab>
        <Tab value="history">History</Tab>
      </TabList>
      <TabPanel value="deposit">Deposit form.</TabPanel>
      <TabPanel value="withdraw">Withdrawal form.</TabPanel>
      <TabPanel value="history">Transactions.</TabPanel>
    </Tabs>
  ),
};

function ControlledTabs() {
  const [value, setValue] = useState('slots');
  return (
    <Tabs value={value} onChange={setValue}>
      <TabList aria-label="Game categories">
        <Tab value="slots">Slots</Tab>
        <Tab value="live">Live casino</Tab>
        <Tab value="table">Table games</Tab>
      </TabList>
      <TabPanel value="slots">Slots: selected from the parent's state.</TabPanel>
      <TabPanel value="live">Live casino.</TabPanel>
      <TabPanel value="table">Table games.</TabPanel>
    </Tabs>
  );
}
export const Controlled: Story = { render: () => <ControlledTabs /> };

/** On a phone, many or long tabs scroll sideways. */
export const ManyLongTabs: Story = {
  render: () => (
    <div style={{ maxInlineSize: '20rem' }}>
      <Tabs defaultValue="0">
        <TabList aria-label="Responsible gaming">
          {['Deposit limits', 'Loss limits', 'Session reminders', 'Take a break', 'Self-exclusion'].map(
            (label, index) => (
              <Tab key={label} value={String(index)}>
                {label}
              </Tab>
            ),
          )}
        </TabList>
        {['Deposit limits', 'Loss limits', 'Session reminders', 'Take a break', 'Self-exclusion'].map(
          (label, index) => (
            <TabPanel key={label} value={String(index)}>
              {label} settings.
            </TabPanel>
          ),
        )}
      </Tabs>
    </div>
  ),
};

/** With the RTL toolbar (or the ThemeProvider's `dir`), ArrowLeft moves to the next tab. */
export const RtlArabic: Story = {
  render: () => (
    <div dir="rtl">
      <Tabs defaultValue="active">
        <TabList aria-label="المكافآت">
          <Tab value="active">النشطة</Tab>
          <Tab value="pending">المعلقة</Tab>
          <Tab value="history">السجل</Tab>
        </TabList>
        <TabPanel value="active">مكافآتك النشطة.</TabPanel>
        <TabPanel value="pending">مكافآت بانتظار الإيداع.</TabPanel>
        <TabPanel value="history">المكافآت السابقة.</TabPanel>
      </Tabs>
    </div>
  ),
};
