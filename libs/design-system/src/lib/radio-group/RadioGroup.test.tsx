import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

type Network = 'TRC20' | 'ERC20' | 'BEP20';
const networks = [
  { value: 'TRC20', label: 'TRC20', description: 'Tron' },
  { value: 'ERC20', label: 'ERC20', description: 'Ethereum' },
  { value: 'BEP20', label: 'BEP20', description: 'BNB Chain', testId: 'network-bep20' },
] as const;

function Networks(props: Partial<RadioGroupProps<Network>>) {
  const [value, setValue] = useState<Network>('TRC20');
  return <RadioGroup legend="Network" options={networks} value={value} onChange={setValue} {...props} />;
}

describe('RadioGroup', () => {
  it('is a group named by its legend, of native radios named by their labels, the picked one checked', () => {
    renderWithTheme(<Networks />);
    const group = screen.getByRole('group', { name: 'Network' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(group).toContainElement(radios[0] ?? null);
    expect(screen.getByRole('radio', { name: /TRC20/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /ERC20/ })).not.toBeChecked();
    // One name for the group, so the platform moves between them with the arrow keys.
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(screen.getByTestId('network-bep20')).toBe(screen.getByRole('radio', { name: /BEP20/ }));
  });

  it('picks an option by a tap on its words, and by the arrow keys', async () => {
    const onChange = vi.fn();
    function Spy() {
      const [value, setValue] = useState<Network>('TRC20');
      return (
        <RadioGroup
          legend="Network"
          options={networks}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithTheme(<Spy />);
    await userEvent.click(screen.getByText('Ethereum'));
    expect(screen.getByRole('radio', { name: /ERC20/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /BEP20/ })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['ERC20'], ['BEP20']]);
  });

  it('disables every option when the group is disabled (a send in flight), and one option on its own', async () => {
    const { rerender } = renderWithTheme(<Networks disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    rerender(<Networks options={[...networks.slice(0, 2), { value: 'BEP20', label: 'BEP20', disabled: true }]} />);
    expect(screen.getByRole('radio', { name: 'BEP20' })).toBeDisabled();
    await userEvent.click(screen.getByText('BEP20'));
    expect(screen.getByRole('radio', { name: 'BEP20' })).not.toBeChecked();
  });

  it('checks none when the value matches no option, and keeps what belongs to the choice inside the group', () => {
    renderWithTheme(
      <RadioGroup legend="Network" options={networks} value={undefined} onChange={() => undefined}>
        <p>Pick the network your wallet uses.</p>
      </RadioGroup>,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Network' })).toContainElement(
      screen.getByText('Pick the network your wallet uses.'),
    );
  });

  it('draws an option’s picture before its words, puts the option’s attributes on its card and lays cards in a grid', () => {
    renderWithTheme(
      <RadioGroup
        legend="Payment method"
        variant="card"
        direction="grid"
        value={2}
        onChange={() => undefined}
        options={[
          { value: 1, label: 'Skrill', media: <img alt="" src="skrill.png" />, labelProps: { 'data-method-id': 1 } },
          {
            value: 2,
            label: 'Bitcoin',
            media: <span aria-hidden="true">BT</span>,
            labelProps: { 'data-method-id': 2 },
          },
        ]}
      />,
    );
    // The picture adds nothing to the name: a screen reader says "Bitcoin, radio button, checked".
    const bitcoin = screen.getByRole('radio', { name: 'Bitcoin' });
    expect(bitcoin).toBeChecked();
    const card = bitcoin.closest('label');
    expect(card).toHaveAttribute('data-method-id', '2');
    expect(card?.textContent).toBe('BTBitcoin');
    expect(card?.parentElement).toHaveStyle({ display: 'grid' });
    // A tile's radio covers its card unseen (the words keep the room), still the control a tap or the keyboard reaches.
    expect(bitcoin).toHaveStyle({ position: 'absolute', opacity: '0' });
    expect(card).toHaveStyle({ position: 'relative' });
  });
});
