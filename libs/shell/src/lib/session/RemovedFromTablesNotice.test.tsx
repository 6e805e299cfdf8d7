import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing';
import { RemovedFromTablesNotice } from './RemovedFromTablesNotice';

describe('RemovedFromTablesNotice', () => {
  it('tells the player they were taken off multiplayer tables, politely, until dismissed', async () => {
    const onDismiss = vi.fn();
    renderShell(<RemovedFromTablesNotice onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You were away for 30 minutes: you have been removed from multiplayer tables.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('speaks Arabic', () => {
    renderShell(<RemovedFromTablesNotice onDismiss={() => undefined} />, { lng: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('30');
    expect(screen.getByRole('status')).not.toHaveTextContent('removed');
  });
});
