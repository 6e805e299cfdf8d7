import { Button, Inline, Notice, Stack, Text } from '@casino/design-system';
import type { ReactNode } from 'react';

export interface ConfirmThenSendConfirmation {
  /** The confirmation's accessible name (a group named by it). */
  title: string;
  /** What sending means, in full (until when, what stays possible): the last thing read before the yes. */
  question: string;
  /** The button that sends. */
  yes: string;
  /** The button that goes back to the choice. */
  no: string;
}

export interface ConfirmThenSendFormProps {
  /** The form's test id. */
  testId: string;
  /** The steps' test ids: `<stepTestId>-review`, `<stepTestId>-confirm` and its `<stepTestId>-confirm-yes`. */
  stepTestId: string;
  /** What the form is for, first, already translated. */
  about: string;
  /** The choice itself (radio groups, fields), which the caller disables while `confirming`. */
  children: ReactNode;
  /** The button that leads from the choice to the confirmation. */
  reviewLabel: string;
  /** The confirmation's texts; shown in place of the review button while `confirming`. */
  confirmation: ConfirmThenSendConfirmation;
  confirming: boolean;
  /** The send is on its way: the yes shows its progress (and takes no second press), going back waits. */
  pending: boolean;
  /** What went wrong, already in words (a choice to complete, a refusal): announced as an alert. */
  problem: string | null;
  /** The form was submitted (the review button, or Enter in a field). */
  onReview: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A choice that is sent only after a confirmation saying what it means (a self-exclusion, an account freeze): what it
 * is for, the choice, then the review button; once reviewed, the question with the one button that sends (a danger
 * button) and the way back. Presentational: the caller holds the steps and sends once, however often yes is pressed.
 */
export function ConfirmThenSendForm({
  testId,
  stepTestId,
  about,
  children,
  reviewLabel,
  confirmation,
  confirming,
  pending,
  problem,
  onReview,
  onConfirm,
  onCancel,
}: ConfirmThenSendFormProps) {
  const confirmTestId = `${stepTestId}-confirm`;
  return (
    <Stack
      as="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        onReview();
      }}
      noValidate
      data-testid={testId}
    >
      <Text tone="inherit">{about}</Text>
      {children}
      {confirming ? (
        <Stack gap="sm" role="group" aria-label={confirmation.title} data-testid={confirmTestId}>
          <Text tone="inherit" weight="bold">
            {confirmation.question}
          </Text>
          <Inline gap="sm" align="stretch">
            <Button variant="danger" onClick={onConfirm} loading={pending} data-testid={`${confirmTestId}-yes`}>
              {confirmation.yes}
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={pending}>
              {confirmation.no}
            </Button>
          </Inline>
        </Stack>
      ) : (
        <div>
          <Button type="submit" variant="secondary" data-testid={`${stepTestId}-review`}>
            {reviewLabel}
          </Button>
        </div>
      )}
      {problem && (
        <Notice tone="danger" appearance="inline">
          {problem}
        </Notice>
      )}
    </Stack>
  );
}
