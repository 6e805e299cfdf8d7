import { endpoints, type LoginBody, type LoginData } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useAuthActions } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `POST /api/user/login` (spec section 7). */
export function login(api: ApiClient, body: LoginBody): Promise<LoginData> {
  return api.call(endpoints.login, { body });
}

/**
 * Logs in and signs the session in (token kept, player read). What a signed-in visitor sees may differ from a guest's,
 * so the page's queries are fetched again.
 */
export function useLogin() {
  const api = useApiClient();
  const { completeSignIn } = useAuthActions();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const answer = await login(api, body);
      await completeSignIn(answer);
      return answer;
    },
    // Every query (`[]`), in the background: the modal closes once the player is signed in.
    onSuccess: () => invalidateInBackground(queryClient, []),
  });
}
