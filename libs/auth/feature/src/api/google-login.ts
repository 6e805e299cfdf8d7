import { endpoints, type GoogleLoginBody, type GoogleLoginData } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useAuthActions } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `POST /api/user/google-login` (designed here): redeems the authorization code with its PKCE verifier. */
export function googleLogin(api: ApiClient, body: GoogleLoginBody): Promise<GoogleLoginData> {
  return api.call(endpoints.googleLogin, { body });
}

/** Signs in with Google's code: the session is signed in like after a login, and the page's queries fetched again. */
export function useGoogleLogin() {
  const api = useApiClient();
  const { completeSignIn } = useAuthActions();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GoogleLoginBody) => {
      const answer = await googleLogin(api, body);
      await completeSignIn(answer);
      return answer;
    },
    // Every query (`[]`), in the background: the modal closes once the player is signed in.
    onSuccess: () => invalidateInBackground(queryClient, []),
  });
}
