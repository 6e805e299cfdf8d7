import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const labels = {
  title: 'Cancel Welcome bonus?',
  message: 'Cancelling removes €50.00 of bonus money.',
  confirmLabel: 'Yes, cancel it',
  cancelLabel: 'Keep it',
  closeLabel: 'Close',
};

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(<ConfirmDialog {...labels} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: labels.title }) };
}

describe('ConfirmDialog', () => {
  it('asks the question with what confirming does, and confirms on the confirming button', async () => {
    const { onConfirm, dialog } = renderConfirm();
    expect(dialog).toHaveTextContent(labels.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps things as they are on Keep, on Escape and on the close button', async () => {
    const { onCancel, onConfirm, dialog } = renderConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while the action runs, shows progress on the confirming button, ignores presses on it, and cannot be kept', async () => {
    const { onConfirm, onCancel, dialog } = renderConfirm({ pending: true, pendingLabel: 'Cancelling' });
    const confirm = within(dialog).getByRole('button', { name: /Yes, cancel it/ });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('sends once however often the confirming button is pressed, when the owner marks it pending', async () => {
    const onConfirm = vi.fn();
    function Owner() {
      const [pending, setPending] = useState(false);
      return (
        <ConfirmDialog
          {...labels}
          pending={pending}
          onCancel={() => undefined}
          onConfirm={() => {
            onConfirm();
            setPending(true);
          }}
        />
      );
    }
    renderWithTheme(<Owner />);
    await userEvent.dblClick(screen.getByRole('button', { name: /Yes, cancel it/ }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says why the last try failed, at once, and stays open for another', () => {
    const { dialog } = renderConfirm({ error: 'The bonus could not be cancelled.' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The bonus could not be cancelled.');
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled();
  });
});
