import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing';
import { SignUpNameFields } from './SignUpNameFields';

describe('SignUpNameFields', () => {
  it('shows only the fields it is given: first and last name required, the nickname optional, each with its error', () => {
    renderUi(<SignUpNameFields firstName={{ name: 'firstName', error: 'Required' }} lastName={{ name: 'lastName' }} />);
    expect(screen.getByLabelText(/^First name/)).toBeRequired();
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText(/^Last name/)).toBeRequired();
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.queryByLabelText(/Nickname/)).toBeNull();
  });

  it("hands what the player types to the form's registration", async () => {
    const onChange = vi.fn();
    const ref = vi.fn();
    renderUi(<SignUpNameFields nickname={{ name: 'nickname', onChange, ref }} />);
    const nickname = screen.getByLabelText(/Nickname/);
    expect(nickname).not.toBeRequired();
    expect(ref).toHaveBeenCalledWith(nickname);
    await userEvent.setup().type(nickname, 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.queryByLabelText(/First name/)).toBeNull();
  });
});
