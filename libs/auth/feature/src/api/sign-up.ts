import { endpoints, type SignUpBody, type SignUpData } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useAuthActions } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `POST /api/user/sign-up` (spec section 7). */
export function signUp(api: ApiClient, body: SignUpBody): Promise<SignUpData> {
  return api.call(endpoints.signUp, { body });
}

export type SignUpOutcome =
  | { kind: 'signedIn'; data: SignUpData }
  /** No token came back (the mirror domain has login turned off), or the sign-in after it failed: the player logs in later. */
  | { kind: 'created'; data: SignUpData };

/**
 * Registers, then signs the new player in when the answer carries a token (spec section 4). A failed sign-in after
 * sign-up is logged only (spec section 8): the account exists and the player can log in.
 */
export function useSignUp() {
  const api = useApiClient();
  const { completeSignIn } = useAuthActions();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignUpBody): Promise<SignUpOutcome> => {
      const data = await signUp(api, body);
      if (!data.accessToken) return { kind: 'created', data };
      try {
        await completeSignIn({ accessToken: data.accessToken });
      } catch (error) {
        console.warn('sign-in after sign-up failed', error);
        return { kind: 'created', data };
      }
      return { kind: 'signedIn', data };
    },
    // Every query (`[]`), in the background, once the new player is signed in.
    onSuccess: (outcome) => {
      if (outcome.kind === 'signedIn') invalidateInBackground(queryClient, []);
    },
  });
}
