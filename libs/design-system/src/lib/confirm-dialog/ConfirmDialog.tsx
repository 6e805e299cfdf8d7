import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { Stack } from '../layout/Stack';
import { Notice } from '../notice/Notice';
import { Text } from '../typography/Text';

export interface ConfirmDialogProps {
  /** The question, already translated ("Cancel Welcome bonus?"); the dialog's accessible name. */
  title: ReactNode;
  /** What confirming does, in words (what the player loses or gets), already translated. */
  message: ReactNode;
  /** The confirming button's label ("Yes, cancel it"). */
  confirmLabel: string;
  /** The button that keeps things as they are ("Keep it"); Escape and the close button do the same. */
  cancelLabel: string;
  /** The close button's accessible name ("Close"). */
  closeLabel: string;
  /** `danger` when confirming destroys something (money, progress): the confirming button says so in its colour too. @default 'default' */
  tone?: 'default' | 'danger';
  /** While the confirmed action runs: the confirming button shows progress and ignores presses, so it sends once; keeping is off. */
  pending?: boolean;
  /** The spinner's accessible name while pending. */
  pendingLabel?: string;
  /** Why the last try failed, already translated: said at once, the dialog stays open for another try. */
  error?: ReactNode;
  onConfirm: () => void;
  /** Keep: the cancel button, Escape, the close button or the backdrop. */
  onCancel: () => void;
  /** Test id of the confirming button. */
  confirmTestId?: string;
  /** Test id of the message. */
  messageTestId?: string;
}

/**
 * A question before an action that cannot be undone (cancel a bonus, replace the active one): what it does, Keep and
 * the confirming action, one request however often the latter is pressed, and the failure in words with the dialog
 * left open. Focus goes back where it came from when it closes (Dialog).
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  tone = 'default',
  pending = false,
  pendingLabel,
  error,
  onConfirm,
  onCancel,
  confirmTestId,
  messageTestId,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open
      size="sm"
      onClose={onCancel}
      closeLabel={closeLabel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={pending}
            loadingLabel={pendingLabel}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text data-testid={messageTestId}>{message}</Text>
        {error && (
          <Notice tone="danger" appearance="inline">
            {error}
          </Notice>
        )}
      </Stack>
    </Dialog>
  );
}
