import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { Select } from './Select';

const currencies = [
  { value: 'EUR', label: 'Euro' },
  { value: 'USD', label: 'US dollar' },
  { value: 'BTC', label: 'Bitcoin', disabled: true },
];

describe('Select', () => {
  it('is a native select named by its label, listing the options', () => {
    renderWithTheme(<Select label="Currency" options={currencies} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Euro', 'US dollar', 'Bitcoin']);
    expect(screen.getByRole('option', { name: 'Bitcoin' })).toBeDisabled();
  });

  it('lets the player choose an option and reports it', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    renderWithTheme(<Select label="Currency" name="currency" options={currencies} onChange={onChange} ref={ref} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(onChange).toHaveBeenCalledOnce();
    expect(ref.current?.value).toBe('USD');
    expect(ref.current).toHaveAttribute('name', 'currency');
  });

  it('starts on the placeholder, which does not satisfy required', () => {
    renderWithTheme(
      <Select label="Country" placeholder="Choose a country" required options={[{ value: 'MT', label: 'Malta' }]} />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('Choose a country');
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
  });

  it('is described by its hint and error and marked invalid', () => {
    renderWithTheme(
      <Select label="Currency" options={currencies} hint="You cannot change it later" error="Pick a currency" />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a currency You cannot change it later');
  });

  it('cannot be changed when disabled', () => {
    renderWithTheme(<Select label="Currency" options={currencies} disabled />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
  });

  it('read-only: aria-readonly, no chevron, the other options cannot be chosen and keys do not change it', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Select label="Currency" options={currencies} defaultValue="EUR" readOnly required onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-readonly', 'true');
    expect(select.parentElement).toHaveAttribute('data-readonly');
    expect(select.parentElement?.querySelector('span[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('option', { name: 'Euro' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'US dollar' })).toBeDisabled();
    await userEvent.selectOptions(select, 'USD').catch(() => undefined);
    expect(select).toHaveValue('EUR');
    select.focus();
    await userEvent.keyboard('{ArrowDown}u');
    expect(select).toHaveValue('EUR');
    expect(onChange).not.toHaveBeenCalled();
    // Still reachable: read by screen readers and sent with the form.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(select).toHaveFocus();
  });

  it('an editable select has its chevron and no aria-readonly', () => {
    renderWithTheme(<Select label="Currency" options={currencies} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).not.toHaveAttribute('aria-readonly');
    expect(select.parentElement?.querySelector('span[aria-hidden="true"]')).not.toBeNull();
  });
});
