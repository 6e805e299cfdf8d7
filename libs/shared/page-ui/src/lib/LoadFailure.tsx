import { Button } from "@casino/design-system";
import { useTranslation } from "@casino/translate";

export interface LoadFailureProps {
  /** What could not be loaded, already translated ("Your limits could not be loaded."). */
  message: string;
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
}

/** A part of a page that could not be loaded: says so at once (an alert) and offers Try again. */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="load-failure">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}
