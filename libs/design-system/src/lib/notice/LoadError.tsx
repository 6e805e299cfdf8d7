import type { HTMLAttributes } from 'react';
import { Button } from '../button/Button';
import { Notice } from './Notice';

export interface LoadErrorProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'role' | 'children'> {
  /** What could not be loaded, already translated ("Your limits could not be loaded."). */
  message: string;
  /** The retry button's label, already translated ("Try again"). */
  retryLabel: string;
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
  /** While the retry is under way: the button shows progress and ignores presses, so one press sends one request. */
  retrying?: boolean;
  /** The spinner's accessible name while retrying, already translated. */
  retryingLabel?: string;
}

/**
 * A part of the page that could not be loaded: says what, at once (an alert), and offers Try again, busy while the
 * retry runs so pressing again sends nothing more. The rest of the page stays usable.
 */
export function LoadError({ message, retryLabel, onRetry, retrying = false, retryingLabel, ...rest }: LoadErrorProps) {
  return (
    <Notice
      tone="danger"
      urgency="assertive"
      actions={
        <Button variant="secondary" size="sm" loading={retrying} loadingLabel={retryingLabel} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
      {...rest}
    >
      {message}
    </Notice>
  );
}
