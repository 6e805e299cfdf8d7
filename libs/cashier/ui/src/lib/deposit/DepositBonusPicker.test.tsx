import { renderWithTheme } from '@casino/design-system/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DepositBonusPicker, type DepositBonusPickerProps } from './DepositBonusPicker';

const bonuses = [
  { id: 3, title: 'Welcome 150%', note: 'deposit at least €100.00' },
  { id: 4, title: 'Reload 50%' },
];

const picker = (props: Partial<DepositBonusPickerProps> = {}) =>
  renderWithTheme(
    <DepositBonusPicker
      legend="Bonus"
      noneLabel="No bonus"
      bonuses={bonuses}
      value={null}
      onChange={() => undefined}
      {...props}
    />,
  );

describe('DepositBonusPicker', () => {
  it('offers no bonus first, then each bonus with its note, the chosen one checked', () => {
    picker({ value: 3 });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toBe(screen.getByLabelText('No bonus'));
    expect(screen.getByLabelText('Welcome 150% · deposit at least €100.00')).toBeChecked();
    expect(screen.getByLabelText('Reload 50%')).not.toBeChecked();
  });

  it('checks "no bonus" when the bonus asked for is not offered, and says so', () => {
    picker({ value: 9, unavailableNote: 'That bonus is not available.' });
    expect(screen.getByLabelText('No bonus')).toBeChecked();
    expect(screen.getByText('That bonus is not available.')).toBeInTheDocument();
  });

  it('reports the id of the bonus picked, and null for no bonus', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    picker({ value: 3, onChange });
    await user.click(screen.getByLabelText('Reload 50%'));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByLabelText('No bonus'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says when the amount is below the chosen bonus’s minimum, and locks the choice while a deposit is sent', () => {
    picker({ value: 3, belowMinimumNote: 'Deposit at least €100.00 to get this bonus.', disabled: true });
    expect(screen.getByTestId('bonus-min-deposit')).toHaveTextContent('Deposit at least €100.00 to get this bonus.');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
