import { renderWithTheme } from '@casino/design-system/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmThenSendForm, type ConfirmThenSendFormProps } from './ConfirmThenSendForm';

const confirmation = {
  title: 'Confirm the freeze',
  question: 'Your account will be frozen for 7 days.',
  yes: 'Freeze my account',
  no: 'Go back',
};

function render(props: Partial<ConfirmThenSendFormProps> = {}) {
  const handlers = { onReview: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() };
  const view = renderWithTheme(
    <ConfirmThenSendForm
      testId="freeze"
      stepTestId="freeze"
      about="Take a break."
      reviewLabel="Continue"
      confirmation={confirmation}
      confirming={false}
      pending={false}
      problem={null}
      {...handlers}
      {...props}
    >
      <input aria-label="Days" />
    </ConfirmThenSendForm>,
  );
  return { ...view, ...handlers };
}

describe('ConfirmThenSendForm', () => {
  it('shows what it is for and the choice, and asks for a review (the button or Enter in a field) without leaving the page', async () => {
    const { onReview, onConfirm } = render();
    expect(screen.getByTestId('freeze')).toHaveTextContent('Take a break.');
    await userEvent.setup().type(screen.getByLabelText('Days'), '7{Enter}');
    fireEvent.click(screen.getByTestId('freeze-review'));
    expect(onReview).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('freeze-confirm')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('once confirming, asks the question in a named group in place of the review, and sends or goes back', () => {
    const { onConfirm, onCancel } = render({ confirming: true });
    expect(screen.queryByTestId('freeze-review')).toBeNull();
    const group = screen.getByTestId('freeze-confirm');
    expect(group).toHaveAttribute('role', 'group');
    expect(group).toHaveAccessibleName('Confirm the freeze');
    expect(group).toHaveTextContent('Your account will be frozen for 7 days.');
    fireEvent.click(screen.getByTestId('freeze-confirm-yes'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('Go back'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while sending, shows the progress on yes, takes no second press, and keeps the way back shut', () => {
    const { onConfirm } = render({ confirming: true, pending: true });
    const yes = screen.getByTestId('freeze-confirm-yes');
    expect(yes).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(yes);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Go back').closest('button')).toBeDisabled();
  });

  it('says what went wrong as an alert', () => {
    render({ confirming: true, problem: 'Something went wrong. Please try again.' });
    expect(screen.getByTestId('freeze').querySelector('[role="alert"]')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });
});
