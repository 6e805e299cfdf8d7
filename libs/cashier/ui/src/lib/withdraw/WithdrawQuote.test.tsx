import { renderWithTheme } from '@casino/design-system/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithdrawQuote, type WithdrawQuoteProps } from './WithdrawQuote';

const labels = {
  credit: 'Leaves your balance',
  fee: 'Fee',
  networkFee: 'Network fee',
  receive: 'You receive',
  confirm: 'Confirm withdrawal of €30.00',
  change: 'Change',
};

const quote = (props: Partial<WithdrawQuoteProps> = {}) =>
  renderWithTheme(
    <WithdrawQuote
      credit="€30.00"
      fee="€0.30"
      networkFee="€1.00"
      receive="€28.70"
      labels={labels}
      onConfirm={() => undefined}
      onChange={() => undefined}
      {...props}
    />,
  );

describe('WithdrawQuote', () => {
  it('pairs each figure of the quote with its term, what arrives last', () => {
    quote();
    const terms = Array.from(document.querySelectorAll('dt'), (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Leaves your balance', '€30.00'],
      ['Fee', '€0.30'],
      ['Network fee', '€1.00'],
      ['You receive', '€28.70'],
    ]);
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('€28.70');
  });

  it('confirms, or goes back to change the request', () => {
    const onConfirm = vi.fn();
    const onChange = vi.fn();
    quote({ onConfirm, onChange });
    fireEvent.click(screen.getByTestId('withdraw-confirm'));
    fireEvent.click(screen.getByText('Change'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes no second confirm and no change while the confirm is on its way', () => {
    const onConfirm = vi.fn();
    const onChange = vi.fn();
    quote({ onConfirm, onChange, confirming: true });
    const confirm = screen.getByTestId('withdraw-confirm');
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Change').closest('button')).toBeDisabled();
  });
});
