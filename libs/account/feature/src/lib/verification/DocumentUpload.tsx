import { css } from '@emotion/react';
import type { DocumentLabel, UserDocument } from '@casino/api-contract';
import { isApiError, isTransportFailure } from '@casino/api-client';
import { Badge, Button, ProgressBar, type BadgeTone, themed, defineStyle } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useRef, useState, type DragEvent } from 'react';
import { useUploadDocument } from '../../api/upload-document';
import { fileProblem, readAsBase64, uploadMimeOf } from './fileRules';
import { labelName } from './labelName';

/** A document's drop zone: dashed, and in the brand's colour while a file is dragged over it (`data-dragging`). */
const dropZone = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
    padding: ${th.space.md};
    border-radius: ${th.radius.md};
    border: 2px dashed ${th.color.border};
    background: transparent;
    &[data-dragging] {
      border-color: ${th.color.primary};
      background: ${th.color.surfaceRaised};
    }
  `,
);
const uploadProblem = themed(
  (th) => css`
    margin: 0;
    color: ${th.color.danger};
  `,
);
const uploadNews = defineStyle(css`
  margin: 0;
  color: inherit;
`);

/** The upload's refusals with a sentence of their own (`account.kyc.error.<code>`). */
const UPLOAD_REFUSALS: readonly string[] = ['UPLOAD_INVALID_TYPE', 'UPLOAD_TOO_LARGE', 'UPLOAD_FAILED'];
const TONE: Record<UserDocument['status'], BadgeTone> = {
  requested: 'info',
  pending: 'warning',
  confirmed: 'success',
  rejected: 'danger',
};

type Phase =
  { kind: 'idle' } | { kind: 'reading'; name: string } | { kind: 'uploading'; name: string; percent: number };

export interface DocumentUploadProps {
  label: DocumentLabel;
  side: UserDocument['side'];
  /** The latest upload for this side, if any. */
  latest: UserDocument | undefined;
}

const documentUploadBox = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.sm};
    align-items: center;
    justify-content: space-between;
  `,
);
const documentUploadHeading = defineStyle(css`
  margin: 0;
  font-size: inherit;
`);
const documentUploadText = themed(
  (th) => css`
    margin: 0;
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
    overflow-wrap: anywhere;
  `,
);
const documentUploadBox2 = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.xs};
  `,
);
const documentUploadBox3 = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.sm};
    align-items: center;
  `,
);
const documentUploadLabel = themed(
  (th) => css`
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  `,
);

/**
 * One side of one document: its review status (requested, in review, confirmed, rejected with the reason), and a way to
 * send it: drop a file, choose one, or take a photo with the phone's camera. The type (jpg, jpeg, png, pdf) and size
 * (under 25 MB) are checked before anything is sent; the upload shows its progress and can be cancelled.
 */
export function DocumentUpload({ label, side, latest }: DocumentUploadProps) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [message, setMessage] = useState<{ tone: 'problem' | 'info'; text: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = phase.kind === 'reading' || phase.kind === 'uploading';
  const canUpload = !latest || latest.status === 'rejected' || latest.status === 'requested';
  const sideName = t(`account.kyc.side.${side}`);
  const documentName = labelName(t, label);
  const name =
    label.sides.length > 1 ? t('account.kyc.slot', { document: documentName, side: sideName }) : documentName;

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
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy && canUpload) onFiles(event.dataTransfer.files);
  };

  return (
    <div
      data-testid="document-slot"
      data-label={label.key}
      data-side={side}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (busy || !canUpload) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      css={dropZone}
    >
      <div css={documentUploadBox}>
        <h3 css={documentUploadHeading}>{name}</h3>
        {latest && (
          <Badge tone={TONE[latest.status]} data-testid="document-status" data-status={latest.status}>
            {t(`account.kyc.status.${latest.status}`)}
          </Badge>
        )}
      </div>
      {latest && (
        <p css={documentUploadText}>
          {latest.fileName}
          {latest.status === 'pending' ? ` · ${t('account.kyc.reviewTime')}` : ''}
          {latest.status === 'rejected' && latest.rejectReason
            ? ` · ${t('account.kyc.rejectReason', { reason: latest.rejectReason })}`
            : ''}
        </p>
      )}
      {phase.kind === 'reading' || phase.kind === 'uploading' ? (
        <div css={documentUploadBox2}>
          <ProgressBar
            value={phase.kind === 'uploading' ? phase.percent : 0}
            max={100}
            label={t('account.kyc.progressLabel', { name })}
            valueText={
              phase.kind === 'uploading'
                ? t('account.kyc.progress', { name: phase.name, percent: phase.percent })
                : t('account.kyc.preparing', { name: phase.name })
            }
            data-testid="upload-progress"
          />
          <span aria-hidden="true">
            {phase.kind === 'uploading'
              ? t('account.kyc.progress', { name: phase.name, percent: phase.percent })
              : t('account.kyc.preparing', { name: phase.name })}
          </span>
          <div>
            <Button variant="ghost" size="sm" onClick={cancel} data-testid="upload-cancel">
              {t('account.kyc.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        canUpload && (
          <div css={documentUploadBox3}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => fileInput.current?.click()}
              data-testid="upload-choose"
            >
              {latest?.status === 'rejected' ? t('account.kyc.chooseAgain') : t('account.kyc.choose')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => cameraInput.current?.click()} data-testid="upload-camera">
              {t('account.kyc.camera')}
            </Button>
            <span css={documentUploadLabel}>{t('account.kyc.dropHint')}</span>
            <input
              ref={fileInput}
              type="file"
              accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
              hidden
              aria-label={t('account.kyc.choose')}
              data-testid="upload-input"
              onChange={(event) => {
                onFiles(event.target.files);
                event.target.value = '';
              }}
            />
            <input
              ref={cameraInput}
              type="file"
              accept="image/jpeg,image/png"
              capture="environment"
              hidden
              aria-label={t('account.kyc.camera')}
              onChange={(event) => {
                onFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </div>
        )
      )}
      {message && (
        <p
          role={message.tone === 'problem' ? 'alert' : 'status'}
          data-testid="upload-message"
          css={message.tone === 'problem' ? uploadProblem : uploadNews}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
