import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing';
import { SignUpConsents } from './SignUpConsents';

describe('SignUpConsents', () => {
  it('always asks for the terms (required, with its error), and offers the newsletter only where the brand does', () => {
    const { unmount } = renderUi(<SignUpConsents terms={{ name: 'terms', error: 'Required' }} />);
    const terms = screen.getByRole('checkbox', { name: /I am over 18/ });
    expect(terms).toBeRequired();
    expect(terms).toHaveAccessibleDescription('Required');
    expect(screen.queryByRole('checkbox', { name: /news/ })).toBeNull();
    unmount();
    renderUi(<SignUpConsents newsLetter={{ name: 'newsLetter', defaultChecked: true }} terms={{ name: 'terms' }} />);
    expect(screen.getByRole('checkbox', { name: /news/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /news/ })).not.toBeRequired();
  });

  it("hands a tick to the form's registration", async () => {
    const onChange = vi.fn();
    renderUi(<SignUpConsents terms={{ name: 'terms', onChange }} />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: /I am over 18/ })).toBeChecked();
  });
});
