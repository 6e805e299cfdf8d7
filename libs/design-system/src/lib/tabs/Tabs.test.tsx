import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Bonuses({ disabledPending = false }: { disabledPending?: boolean }) {
  return (
    <Tabs defaultValue="active">
      <TabList aria-label="Bonuses">
        <Tab value="active">Active</Tab>
        <Tab value="pending" disabled={disabledPending}>
          Pending
        </Tab>
        <Tab value="history">History</Tab>
      </TabList>
      <TabPanel value="active">Active bonuses</TabPanel>
      <TabPanel value="pending">Pending bonuses</TabPanel>
      <TabPanel value="history">Bonus history</TabPanel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('exposes a named tab list whose selected tab labels the visible panel', () => {
    renderWithTheme(<Bonuses />);
    expect(screen.getByRole('tablist', { name: 'Bonuses' })).toBeInTheDocument();
    expect(tab('Active')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Active' });
    expect(panel).toHaveTextContent('Active bonuses');
    expect(tab('Active')).toHaveAttribute('aria-controls', panel.id);
    // Only one panel is shown.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Pending bonuses')).toBeNull();
  });

  it('enters the list on the selected tab only, then Tab goes to the panel', async () => {
    renderWithTheme(<Bonuses />);
    await userEvent.tab();
    expect(tab('Active')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Active' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping around, and jumps with Home and End', async () => {
    renderWithTheme(<Bonuses />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Pending')).toHaveFocus();
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Pending' })).toHaveTextContent('Pending bonuses');
    expect(tab('Active')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Active')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('History')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Active')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('History')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'History' })).toBeVisible();
  });

  it('mirrors the arrow keys in right-to-left', async () => {
    renderWithTheme(<Bonuses />, { dir: 'rtl' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Pending')).toHaveFocus();
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Active')).toHaveFocus();
  });

  it('skips disabled tabs', async () => {
    renderWithTheme(<Bonuses disabledPending />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('History')).toHaveFocus();
    await userEvent.click(tab('Pending'));
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'false');
  });

  it('selects on click', async () => {
    renderWithTheme(<Bonuses />);
    await userEvent.click(tab('History'));
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Bonus history');
  });

  it('when controlled, reports the choice and shows what the parent says', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('deposit');
      return (
        <Tabs
          value={value}
          onChange={(next) => {
            onChange(next);
            // The parent refuses "withdraw": the selection must not move.
            if (next !== 'withdraw') setValue(next);
          }}
        >
          <TabList aria-label="Cashier">
            <Tab value="deposit">Deposit</Tab>
            <Tab value="withdraw">Withdraw</Tab>
            <Tab value="history">History</Tab>
          </TabList>
          <TabPanel value="deposit">Deposit form</TabPanel>
          <TabPanel value="withdraw">Withdraw form</TabPanel>
          <TabPanel value="history">Transactions</TabPanel>
        </Tabs>
      );
    }
    renderWithTheme(<Controlled />);
    await userEvent.click(tab('Withdraw'));
    expect(onChange).toHaveBeenLastCalledWith('withdraw');
    expect(tab('Deposit')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('History'));
    expect(onChange).toHaveBeenLastCalledWith('history');
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Transactions');
  });

  it('links a tab and its panel whatever characters the value holds', async () => {
    renderWithTheme(
      <Tabs defaultValue="free spins">
        <TabList aria-label="Rewards">
          <Tab value="free spins">Free spins</Tab>
          <Tab value="cash/back">Cashback</Tab>
        </TabList>
        <TabPanel value="free spins">Spins</TabPanel>
        <TabPanel value="cash/back">Cash</TabPanel>
      </Tabs>,
    );
    await userEvent.click(tab('Cashback'));
    const panel = screen.getByRole('tabpanel', { name: 'Cashback' });
    expect(panel).toHaveTextContent('Cash');
    expect(tab('Cashback').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.id).not.toMatch(/\s/);
  });

  it('can keep hidden panels mounted so their state survives', async () => {
    renderWithTheme(
      <Tabs defaultValue="a">
        <TabList aria-label="Form steps">
          <Tab value="a">Step one</Tab>
          <Tab value="b">Step two</Tab>
        </TabList>
        <TabPanel value="a" keepMounted>
          <input aria-label="Nickname" />
        </TabPanel>
        <TabPanel value="b">Second step</TabPanel>
      </Tabs>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nickname' }), 'ace');
    await userEvent.click(tab('Step two'));
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).toBeNull();
    await userEvent.click(tab('Step one'));
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('ace');
  });
});
