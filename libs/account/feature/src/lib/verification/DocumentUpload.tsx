import { css } from '@emotion/react';
import type { DocumentLabel, UserDocument } from '@casino/api-contract';
import {
  Badge,
  Button,
  Heading,
  Inline,
  Notice,
  ProgressBar,
  Stack,
  Text,
  type BadgeTone,
  themed,
} from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useRef } from 'react';
import { labelName } from './labelName';
import { useDocumentUpload } from './useDocumentUpload';

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

const TONE: Record<UserDocument['status'], BadgeTone> = {
  requested: 'info',
  pending: 'warning',
  confirmed: 'success',
  rejected: 'danger',
};

export interface DocumentUploadProps {
  label: DocumentLabel;
  side: UserDocument['side'];
  /** The latest upload for this side, if any. */
  latest: UserDocument | undefined;
}

/**
 * One side of one document: its review status (requested, in review, confirmed, rejected with the reason), and a way to
 * send it: drop a file, choose one, or take a photo with the phone's camera. The type (jpg, jpeg, png, pdf) and size
 * (under 25 MB) are checked before anything is sent; the upload shows its progress and can be cancelled.
 */
export function DocumentUpload({ label, side, latest }: DocumentUploadProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const canUpload = !latest || latest.status === 'rejected' || latest.status === 'requested';
  const {
    phase,
    message,
    dragging,
    cancel,
    onFiles,
    dropZone: dropHandlers,
  } = useDocumentUpload(label, side, canUpload);
  const sideName = t(`account.kyc.side.${side}`);
  const documentName = labelName(t, label);
  const name =
    label.sides.length > 1 ? t('account.kyc.slot', { document: documentName, side: sideName }) : documentName;

  return (
    <div
      data-testid="document-slot"
      data-label={label.key}
      data-side={side}
      data-dragging={dragging || undefined}
      {...dropHandlers}
      css={dropZone}
    >
      <Inline gap="sm" justify="between">
        <Heading level={3} size="md" tone="inherit">
          {name}
        </Heading>
        {latest && (
          <Badge tone={TONE[latest.status]} data-testid="document-status" data-status={latest.status}>
            {t(`account.kyc.status.${latest.status}`)}
          </Badge>
        )}
      </Inline>
      {latest && (
        <Text size="sm" tone="muted">
          {latest.fileName}
          {latest.status === 'pending' ? ` · ${t('account.kyc.reviewTime')}` : ''}
          {latest.status === 'rejected' && latest.rejectReason
            ? ` · ${t('account.kyc.rejectReason', { reason: latest.rejectReason })}`
            : ''}
        </Text>
      )}
      {phase.kind === 'reading' || phase.kind === 'uploading' ? (
        <Stack gap="xs">
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
        </Stack>
      ) : (
        canUpload && (
          <Inline gap="sm">
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
            <Text as="span" size="sm" tone="muted">
              {t('account.kyc.dropHint')}
            </Text>
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
          </Inline>
        )
      )}
      {message && (
        <Notice appearance="inline" tone={message.tone === 'problem' ? 'danger' : 'info'} data-testid="upload-message">
          {message.text}
        </Notice>
      )}
    </div>
  );
}
