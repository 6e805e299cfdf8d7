import { useSearchParams } from 'react-router';

/** Query parameter of the links mailed for verification and reset. */
export const TOKEN_PARAM = 'token';

/** Closing a link modal also drops the link's token from the address (one navigation, like the host's own close). */
export function useCloseWithoutToken() {
  const [, setSearchParams] = useSearchParams();
  return () => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(TOKEN_PARAM);
        next.delete('modal');
        next.delete('met');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
}
