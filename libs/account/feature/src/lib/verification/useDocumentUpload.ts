import type { DocumentLabel, UserDocument } from '@casino/api-contract';
import { isApiError, isTransportFailure } from '@casino/api-client';
import { useTranslation } from '@casino/translate';
import { useRef, useState, type DragEvent } from 'react';
import { useUploadDocument } from '../../api/upload-document';
import { fileProblem, readAsBase64, uploadMimeOf } from './fileRules';

/** The upload's refusals with a sentence of their own (`account.kyc.error.<code>`). */
const UPLOAD_REFUSALS: readonly string[] = ['UPLOAD_INVALID_TYPE', 'UPLOAD_TOO_LARGE', 'UPLOAD_FAILED'];

export type UploadPhase =
  { kind: 'idle' } | { kind: 'reading'; name: string } | { kind: 'uploading'; name: string; percent: number };

export interface UploadMessage {
  tone: 'problem' | 'info';
  text: string;
}

/**
 * The upload of one side of one document: the file's type and size checked before anything is sent, then read, then
 * sent with its progress, cancellable; what came of it in a sentence; and the drop zone's dragging.
 */
export function useDocumentUpload(label: DocumentLabel, side: UserDocument['side'], canUpload: boolean) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const controller = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [message, setMessage] = useState<UploadMessage | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = phase.kind === 'reading' || phase.kind === 'uploading';

  const send = async (file: File) => {
    setMessage(null);
    const problem = fileProblem(file);
    const mimeType = uploadMimeOf(file);
    if (problem || !mimeType)
      return setMessage({ tone: 'problem', text: t(`account.kyc.problem.${problem ?? 'type'}`) });
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'reading', name: file.name });
    try {
      const contentBase64 = await readAsBase64(file);
      if (abort.signal.aborted) return;
      setPhase({ kind: 'uploading', name: file.name, percent: 0 });
      await upload.mutateAsync({
        body: { labelId: label.id, side, fileName: file.name, mimeType, contentBase64 },
        signal: abort.signal,
        onProgress: (sent, total) =>
          setPhase({
            kind: 'uploading',
            name: file.name,
            percent: total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0,
          }),
      });
      if (abort.signal.aborted) return;
      setPhase({ kind: 'idle' });
      setMessage({ tone: 'info', text: t('account.kyc.uploaded', { name: file.name }) });
    } catch (error) {
      // A cancelled upload was already answered by `cancel`.
      if (abort.signal.aborted) return;
      setPhase({ kind: 'idle' });
      // The upload's refusals, and a timeout and no network each with a sentence of its own.
      const known = isApiError(error) && (UPLOAD_REFUSALS.includes(error.code) || isTransportFailure(error));
      setMessage({ tone: 'problem', text: t(`account.kyc.error.${known ? error.code : 'generic'}`) });
    } finally {
      controller.current = null;
    }
  };
  // The player sees the cancel at once; the request stops (an upload the server already took would still be listed).
  const cancel = () => {
    controller.current?.abort();
    setPhase({ kind: 'idle' });
    setMessage({ tone: 'info', text: t('account.kyc.cancelled') });
  };
  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void send(file);
  };
  /** The drop zone's handlers: a file dragged over it is taken when dropped, unless an upload is on its way. */
  const dropZone = {
    onDragOver: (event: DragEvent) => {
      if (busy || !canUpload) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!busy && canUpload) onFiles(event.dataTransfer.files);
    },
  };
  return { phase, message, dragging, cancel, onFiles, dropZone };
}
