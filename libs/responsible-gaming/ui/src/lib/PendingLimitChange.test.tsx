import { renderWithTheme } from '@casino/design-system/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PendingLimitChange } from './PendingLimitChange';

describe('PendingLimitChange', () => {
  it('says what is pending as a status, with Confirm once due and Cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <PendingLimitChange
        badge="Pending"
        confirmLabel="Confirm"
        onConfirm={onConfirm}
        cancelLabel="Cancel"
        onCancel={onCancel}
        cancelling={false}
        busy={false}
      >
        Rises to €200 on 3 Dec
      </PendingLimitChange>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('PendingRises to €200 on 3 Dec');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has no Confirm before the change is due, and waits while a change is under way', () => {
    renderWithTheme(
      <PendingLimitChange badge="Pending" cancelLabel="Cancel" onCancel={vi.fn()} cancelling={false} busy>
        Removed on 3 Dec
      </PendingLimitChange>,
    );
    expect(screen.queryByTestId('limit-pending-confirm')).toBeNull();
    expect(screen.getByTestId('limit-pending-cancel')).toBeDisabled();
  });
});
