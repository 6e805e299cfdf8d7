import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { baseTheme } from '../theme/baseTheme';
import { LoadError } from './LoadError';
import { Notice } from './Notice';

describe('Notice', () => {
  it.each([
    ['danger', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'status'],
  ] as const)('a %s notice is announced as a live region (%s) the moment it appears', (tone, role) => {
    renderWithTheme(<Notice tone={tone}>Something happened</Notice>);
    expect(screen.getByRole(role)).toHaveTextContent('Something happened');
  });

  it('a neutral notice is read in its place, not announced', () => {
    renderWithTheme(<Notice tone="neutral">Chat is quiet at night.</Notice>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Chat is quiet at night.')).toBeInTheDocument();
  });

  it('takes the urgency asked for over its tone’s (a warning the player must act on now)', () => {
    renderWithTheme(
      <Notice tone="warning" urgency="assertive">
        Your session ends in 1 minute.
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your session ends in 1 minute.');
  });

  it('keeps its text in the surface’s checked text colour; the tone is a mark at the start edge, and the words', () => {
    renderWithTheme(
      <Notice tone="danger" title="Withdrawal refused">
        Verify your identity first.
      </Notice>,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveStyle({ color: baseTheme.color.text, backgroundColor: baseTheme.color.surface });
    expect(notice).toHaveAttribute('data-tone', 'danger');
    expect(notice).toHaveTextContent('Withdrawal refusedVerify your identity first.');
  });

  it('inline, is one paragraph of text with its role and no margin', () => {
    renderWithTheme(
      <Notice tone="danger" appearance="inline">
        The games could not be loaded.
      </Notice>,
    );
    const line = screen.getByRole('alert');
    expect(line.tagName).toBe('P');
    expect(line).toHaveStyle({ margin: '0px' });
  });

  it('shows the actions that answer it', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Notice tone="danger" actions={<button onClick={onClick}>Verify now</button>}>
        Verify your identity first.
      </Notice>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('LoadError', () => {
  it('says what could not be loaded, at once, and asks again on Try again', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<LoadError message="Your limits could not be loaded." retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your limits could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is busy while the retry runs, and presses meanwhile ask nothing more', async () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <LoadError
        message="Your limits could not be loaded."
        retryLabel="Try again"
        retryingLabel="Loading"
        onRetry={onRetry}
        retrying
      />,
    );
    const button = screen.getByRole('button', { name: /Try again/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
