import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

/** Mails a 1-click player's generated credentials (feature catalogue section 7: credentials sent by email). */
export function sendCredentials(api: ApiClient, body: { email: string; password: string }): Promise<null> {
  return api.call(endpoints.sendCredentials, { body });
}

export function useSendCredentials() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: { email: string; password: string }) => sendCredentials(api, body) });
}
