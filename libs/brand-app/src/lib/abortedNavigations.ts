/**
 * A navigation the player interrupts (a second link clicked while the first page still loads, on a slow network) ends
 * React Router's pending navigation promise with an AbortError nobody awaits: harmless, the newer navigation wins, but
 * the browser reports it as an uncaught error (and error monitoring would count it). Those, and only those, are
 * marked handled. Returns the undo.
 */
export function ignoreAbortedNavigations(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.name === 'AbortError') event.preventDefault();
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
