import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { InlineConfirm, type InlineConfirmProps } from './InlineConfirm';

const labels = {
  label: 'Cancel withdrawal',
  question: '€40.00 comes back to your balance, with no fees.',
  confirmLabel: 'Yes, cancel it',
  keepLabel: 'Keep it',
};

function renderInline(props: Partial<InlineConfirmProps> = {}) {
  const onConfirm = vi.fn();
  renderWithTheme(<InlineConfirm {...labels} onConfirm={onConfirm} testId="ask" confirmTestId="yes" {...props} />);
  return { onConfirm };
}

describe('InlineConfirm', () => {
  it('shows only the asking button at first and takes no focus', () => {
    renderInline();
    expect(screen.getByRole('button', { name: 'Cancel withdrawal' })).toHaveAttribute('data-testid', 'ask');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('asks in place, named by the button and described by the question, with focus on the safe answer', async () => {
    const { onConfirm } = renderInline();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal' }));
    const group = screen.getByRole('group', { name: 'Cancel withdrawal' });
    expect(group).toHaveAccessibleDescription(labels.question);
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Keep it goes back to the asking button, with focus on it, and confirms nothing', async () => {
    const { onConfirm } = renderInline();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel withdrawal' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while the action runs, shows progress, ignores presses and cannot be kept; a failure is said at once with the question left open', async () => {
    const { onConfirm } = renderInline({ pending: true, error: 'The withdrawal could not be cancelled.' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal' }));
    const yes = screen.getByRole('button', { name: /Yes, cancel it/ });
    expect(yes).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(yes);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The withdrawal could not be cancelled.');
  });
});
