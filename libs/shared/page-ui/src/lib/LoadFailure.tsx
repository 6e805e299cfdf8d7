import { LoadError } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

export interface LoadFailureProps {
  /** What could not be loaded, already translated ("Your limits could not be loaded."). */
  message: string;
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
  /** While the retry runs (a query's `isFetching`): Try again shows progress and ignores presses. */
  retrying?: boolean;
}

/** A part of a page that could not be loaded: says so at once (an alert) and offers Try again, busy while it runs. */
export function LoadFailure({ message, onRetry, retrying = false }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <LoadError
      data-testid="load-failure"
      message={message}
      retryLabel={t('common.retry')}
      retryingLabel={t('common.loading')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
