import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';
import { updateUserDetails } from './update-user-details';

/** Changes the password (the current one is required); nothing else of the player changes. */
export function useChangePassword() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      updateUserDetails(api, { updateFrom: 'Profile Page', currentPassword, newPassword }),
  });
}
