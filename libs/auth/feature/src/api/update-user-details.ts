import { endpoints, type UpdateUserDetailsBody, type UserDetails } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

/** `PUT /api/user/update-user-details` (spec section 7): profile fields, or a password change with the current one. */
export function updateUserDetails(api: ApiClient, body: UpdateUserDetailsBody) {
  return api.call(endpoints.updateUserDetails, { body });
}

/**
 * Saves the profile, then re-reads the player through the one path (spec section 7: the update is followed by a fresh
 * read), so the header, the side menu and every page show the new details. Resolves with them, or undefined when the
 * save went through but the re-read did not (the store keeps what it had until the next read).
 */
export function useUpdateProfile() {
  const api = useApiClient();
  const refreshUser = useRefreshUserQuietly();
  return useMutation({
    mutationFn: async (body: UpdateUserDetailsBody): Promise<UserDetails | undefined> => {
      await updateUserDetails(api, body);
      return refreshUser();
    },
  });
}
