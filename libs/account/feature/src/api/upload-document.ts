import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-keys';

export type UploadDocumentBody = BodyOf<typeof endpoints.uploadDocument>;

/** A 25 MB file takes a while on a slow phone: uploads get 5 minutes, not the client's 15 seconds. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * `POST /api/user/upload-document`: one side of one document, base64 in JSON (the contract's shape), with the upload's
 * progress and a signal to cancel it.
 */
export function uploadDocument(
  api: ApiClient,
  body: UploadDocumentBody,
  { onProgress, signal }: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal } = {},
) {
  return api.call(endpoints.uploadDocument, {
    body,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });
}

export interface UploadVariables {
  body: UploadDocumentBody;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** After an upload: the documents and the player's details (the KYC status may move). */
export function useUploadDocument() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  return useMutation({
    mutationFn: ({ body, onProgress, signal }: UploadVariables) => uploadDocument(api, body, { onProgress, signal }),
    onSettled: () => {
      invalidateInBackground(queryClient, accountKeys.documents());
      void refreshUser();
    },
  });
}
