import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its visible label, so clicking the label focuses the input', async () => {
    renderWithTheme(<TextField label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.click(screen.getByText('Email'));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('reads the hint as the description and is not marked invalid without an error', () => {
    renderWithTheme(<TextField label="Username" hint="3 to 20 letters or digits" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('3 to 20 letters or digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and describes it with the error first, without interrupting as an alert', () => {
    renderWithTheme(<TextField label="Username" hint="3 to 20 letters or digits" error="This username is taken" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('This username is taken 3 to 20 letters or digits');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a description the caller links as well', () => {
    renderWithTheme(
      <>
        <p id="rules">At least 8 characters</p>
        <TextField label="Password" type="password" error="Too short" aria-describedby="rules" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short At least 8 characters');
  });

  it('is required for assistive technology; the marker is only decoration', () => {
    renderWithTheme(<TextField label="First name" required requiredMarker="*" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('works with a react-hook-form style register: ref, name, onChange and onBlur reach the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    renderWithTheme(
      <TextField label="Amount" ref={ref} name="amount" onChange={onChange} onBlur={onBlur} inputMode="decimal" />,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'amount');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '25');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onBlur).toHaveBeenCalledOnce();
    expect(ref.current?.value).toBe('25');
  });

  it('shows adornments and keeps a button in the end slot usable', async () => {
    const onToggle = vi.fn();
    renderWithTheme(
      <TextField
        label="Deposit amount"
        startAdornment={<span aria-hidden="true">€</span>}
        endAdornment={
          <button type="button" onClick={onToggle}>
            Show
          </button>
        }
      />,
    );
    expect(screen.getByText('€')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('cannot be typed into when disabled', async () => {
    renderWithTheme(<TextField label="Promo code" disabled />);
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('');
  });

  it('read-only: shows its value, can be reached and selected but not typed into, and is drawn as read-only', async () => {
    renderWithTheme(
      <TextField label="Email" defaultValue="player@demo.test" readOnly required hint="Contact support to change it" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('readonly');
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('player@demo.test');
    // The box says it is read-only (what its styles key on); nothing to fill in, so no required mark.
    expect(input.parentElement).toHaveAttribute('data-readonly');
    expect(screen.queryByText('*')).toBeNull();
    expect(input).toHaveAccessibleDescription('Contact support to change it');
  });

  it('an editable field is not marked read-only', () => {
    renderWithTheme(<TextField label="Nickname" />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).not.toHaveAttribute('readonly');
    expect(input.parentElement).not.toHaveAttribute('data-readonly');
  });
});
