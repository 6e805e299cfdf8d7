import { renderWithTheme } from '@casino/design-system/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DepositNetworkPicker } from './DepositNetworkPicker';

describe('DepositNetworkPicker', () => {
  it('offers every network of the method, the chosen one checked, and reports the one picked', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <DepositNetworkPicker
        legend="Network"
        networks={['TRC20', 'ERC20', 'BEP20']}
        value="TRC20"
        onChange={onChange}
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByLabelText('TRC20')).toBeChecked();
    await user.click(screen.getByLabelText('ERC20'));
    expect(onChange).toHaveBeenLastCalledWith('ERC20');
  });

  it('asks nothing when the method has a single network', () => {
    renderWithTheme(
      <DepositNetworkPicker legend="Network" networks={['TRC20']} value="TRC20" onChange={() => undefined} />,
    );
    expect(screen.queryByText('Network')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('locks the networks while a deposit is sent', () => {
    renderWithTheme(
      <DepositNetworkPicker
        legend="Network"
        networks={['TRC20', 'ERC20']}
        value="TRC20"
        onChange={() => undefined}
        disabled
      />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
