import { useOnce } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useState } from 'react';
import { rgMessage } from '../rgError';

/** The part of a mutation the flow drives (TanStack Query's `useMutation` result). */
export interface SendMutation<V> {
  mutateAsync: (value: V) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The steps of a confirm-then-send form (a self-exclusion, a freeze): the choice, then a confirmation of what it means,
 * then one request however often yes is pressed. Sent, the form goes back to its choice (the page then shows what
 * runs); refused, the confirmation stays with the refusal in the player's words, to try again or go back.
 */
export function useConfirmThenSend<V>(mutation: SendMutation<V>) {
  const { t, i18n } = useTranslation();
  const once = useOnce();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /**
   * On to the confirmation, unless `check` finds the choice incomplete: then its problem is said instead. A form with
   * nothing to check leaves a refusal from an earlier send on screen until it sends again.
   */
  const review = (check?: () => string | null) => {
    if (check) {
      setProblem(null);
      const found = check();
      if (found) return setProblem(found);
    }
    setConfirming(true);
  };
  const confirm = (value: V) => {
    setProblem(null);
    void once(() =>
      mutation.mutateAsync(value).then(
        () => setConfirming(false),
        (error: unknown) => setProblem(rgMessage(t, error, { locale: i18n.language })),
      ),
    );
  };
  return { confirming, problem, pending: mutation.isPending, review, confirm, cancel: () => setConfirming(false) };
}
