import { renderWithTheme } from '@casino/design-system/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DepositAmountField, type DepositAmountFieldProps } from './DepositAmountField';

const presets = [25, 50, 100].map((amount) => ({ amount, label: `€${amount}` }));

function Field(props: Partial<DepositAmountFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '25');
  return (
    <DepositAmountField
      label="Amount"
      value={value}
      onChange={setValue}
      onStepDown={() => undefined}
      onStepUp={() => undefined}
      stepDownLabel="Less"
      stepUpLabel="More"
      currency="€"
      presets={presets}
      presetsLabel="Quick amounts"
      {...props}
    />
  );
}

describe('DepositAmountField', () => {
  it('is a required amount field with the browser’s transaction-amount hint and a decimal keyboard', () => {
    renderWithTheme(<Field />);
    const input = screen.getByRole('textbox', { name: /Amount/ });
    expect(input).toHaveValue('25');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocomplete', 'transaction-amount');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('marks the preset equal to the amount as pressed and sets the amount when another is pressed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Field initial="50" />);
    expect(screen.getByRole('button', { name: '€50' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '€25' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '€100' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('100');
    expect(screen.getByRole('button', { name: '€100' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the cashier for the next step down and up with named buttons', async () => {
    const onStepDown = vi.fn();
    const onStepUp = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Field onStepDown={onStepDown} onStepUp={onStepUp} />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(onStepUp).toHaveBeenCalledTimes(1);
    expect(onStepDown).toHaveBeenCalledTimes(1);
  });

  it('tells what is wrong with the amount, and hides the presets when none fits the range', () => {
    renderWithTheme(<Field presets={[]} error="The least you can deposit is €10.00." hint="€10.00 to €5,000.00" />);
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      /The least you can deposit is €10.00./,
    );
    expect(screen.queryByRole('group', { name: 'Quick amounts' })).not.toBeInTheDocument();
  });
});
