import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a real checkbox that the label, a click and Space all toggle', async () => {
    renderWithTheme(<Checkbox label="Send me offers by email" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Send me offers by email' });
    await userEvent.click(screen.getByText('Send me offers by email'));
    expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
  });

  it('takes a label with a link that stays reachable on its own after the checkbox', async () => {
    renderWithTheme(
      <Checkbox
        label={
          <>
            I accept the <a href="#terms">terms and conditions</a>
          </>
        }
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveFocus();
  });

  it('is described by its hint and error, and invalid while the error shows', () => {
    renderWithTheme(
      <Checkbox label="I am over 18" required hint="You must be of legal age" error="Confirm your age to continue" />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I am over 18' });
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Confirm your age to continue You must be of legal age');
  });

  it('forwards its ref and native props for form libraries', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="Remember me" ref={ref} name="remember" onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(ref.current?.checked).toBe(true);
    expect(ref.current).toHaveAttribute('name', 'remember');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('cannot be toggled when disabled', async () => {
    renderWithTheme(<Checkbox label="Marketing calls" disabled />);
    const checkbox = screen.getByRole('checkbox', { name: 'Marketing calls' });
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
  });
});
