import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/Button';
import type { ButtonSize } from '../button/Button.styles';
import { Inline, Stack } from '../layout/Stack';
import { Notice } from '../notice/Notice';
import { defineStyle } from '../theme/themed';

const confirmText = defineStyle(css`
  margin: 0;
`);

export interface InlineConfirmProps {
  /** The button that asks, already translated; also the confirmation's accessible name. */
  label: string;
  /** What confirming does, in full (the amount that comes back, what is lost): what the group is described by. */
  question: ReactNode;
  /** The button that does it (a danger button). */
  confirmLabel: string;
  /** The safe answer: back to the button that asks. */
  keepLabel: string;
  /** The action is on its way: the confirm button shows its progress and takes no second press, keeping waits. */
  pending?: boolean;
  /** What went wrong, in words; said at once (an alert), the question left open to try again. */
  error?: string | null;
  /** Called once per press of the confirm button; the caller sends one request however often it is called. */
  onConfirm: () => void;
  /** @default 'sm' */
  size?: ButtonSize;
  /** Test ids of the asking button and of the confirm button. */
  testId?: string;
  confirmTestId?: string;
}

/**
 * A confirmation in place, for an action small enough not to need a dialog (cancelling a waiting withdrawal): a button,
 * then, in its place, the question with the action and the safe answer. The keyboard stays where the player is: on the
 * safe answer once the question shows (the group is named by the button and described by the question), back on the
 * button after it. A first render never takes focus. What happens after the action is the caller's (the outcome's
 * message takes focus when this part goes away).
 */
export function InlineConfirm({
  label,
  question,
  confirmLabel,
  keepLabel,
  pending = false,
  error = null,
  onConfirm,
  size = 'sm',
  testId,
  confirmTestId,
}: InlineConfirmProps) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const openRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Set by the player's own answer, so a first render never takes focus.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (asking ? keepRef : openRef).current?.focus();
  }, [asking]);
  const ask = (next: boolean) => {
    moveFocus.current = true;
    setAsking(next);
  };
  if (!asking) {
    return (
      <div>
        <Button ref={openRef} variant="secondary" size={size} onClick={() => ask(true)} data-testid={testId}>
          {label}
        </Button>
      </div>
    );
  }
  return (
    <Stack gap="xs" role="group" aria-label={label} aria-describedby={questionId}>
      <p id={questionId} css={confirmText}>
        {question}
      </p>
      <Inline gap="sm" align="stretch">
        <Button variant="danger" size={size} loading={pending} onClick={onConfirm} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
        <Button ref={keepRef} variant="ghost" size={size} onClick={() => ask(false)} disabled={pending}>
          {keepLabel}
        </Button>
      </Inline>
      {error && (
        <Notice tone="danger" appearance="inline">
          {error}
        </Notice>
      )}
    </Stack>
  );
}
