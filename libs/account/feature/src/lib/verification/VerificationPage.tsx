import { css } from '@emotion/react';
import type { UserDocument } from '@casino/api-contract';
import {
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  type BadgeTone,
  defineStyle,
} from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { useRefreshUserQuietly, useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useDocumentLabels } from '../../api/get-document-labels';
import { useDocuments } from '../../api/get-documents';
import { DocumentUpload } from './DocumentUpload';
import { labelName } from './labelName';

const KYC_TONE: Record<string, BadgeTone> = {
  NOT_STARTED: 'neutral',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** The newest upload of each side of each document. */
export function latestDocuments(documents: readonly UserDocument[]): Map<string, UserDocument> {
  const latest = new Map<string, UserDocument>();
  for (const d of [...documents].sort((a, b) => a.id - b.id)) latest.set(`${d.labelId}:${d.side}`, d);
  return latest;
}

/** The page's width: a column of documents, not the whole content area. */
const pageWidth = defineStyle(css`
  max-inline-size: 52rem;
`);

/**
 * /profile/verify, /account/verification (the panel layout) and /profile2/verification: the player's verification status,
 * each document the back office asks for with each of its sides (status, reason of a rejection, upload), the 24-hour
 * review, and the mismatch notice when every document is approved while the profile still says otherwise.
 */
export function VerificationPage() {
  const { t, i18n } = useTranslation();
  const page = usePageKey();
  const labels = useDocumentLabels(i18n.language);
  const documents = useDocuments();
  const profileStatus = useSession((s) => s.details?.getUser.kycStatus);
  const refreshUser = useRefreshUserQuietly();
  const [refreshing, setRefreshing] = useState(false);
  const latest = latestDocuments(documents.data?.documents ?? []);
  const kycStatus = documents.data?.kycStatus ?? profileStatus ?? 'NOT_STARTED';
  // The documents' review says approved while the profile's status still lags: offer to read it again.
  const mismatch =
    documents.data?.kycStatus === 'APPROVED' && profileStatus !== undefined && profileStatus !== 'APPROVED';
  const failed = (labels.isError && !labels.data) || (documents.isError && !documents.data);

  const refresh = () => {
    setRefreshing(true);
    void Promise.all([refreshUser(), documents.refetch()]).finally(() => setRefreshing(false));
  };

  return (
    <Stack gap="lg" css={pageWidth}>
      <Inline as="header" gap="md" justify="between">
        <Heading level={1}>{t(`page.${page}.title`)}</Heading>
        {documents.data && (
          <Badge tone={KYC_TONE[kycStatus] ?? 'neutral'} data-testid="kyc-status" data-status={kycStatus}>
            {t(`account.kyc.overall.${kycStatus}`, { defaultValue: kycStatus })}
          </Badge>
        )}
      </Inline>
      <Text>{t('account.kyc.intro')}</Text>
      {mismatch && (
        <Inline gap="sm" role="status" data-testid="kyc-mismatch">
          <span>{t('account.kyc.mismatch')}</span>
          <Button variant="secondary" size="sm" onClick={refresh} loading={refreshing} data-testid="kyc-refresh">
            {t('account.kyc.refresh')}
          </Button>
        </Inline>
      )}
      {(labels.isPending || documents.isPending) && !failed && <Skeleton variant="rect" height="14rem" />}
      {failed && (
        <LoadFailure
          message={t('account.kyc.loadError')}
          onRetry={() => void Promise.all([labels.refetch(), documents.refetch()])}
          retrying={labels.isFetching || documents.isFetching}
        />
      )}
      {labels.data &&
        documents.data &&
        labels.data.map((label) => (
          <Card key={label.id} as="section" title={labelName(t, label)} titleAs="h2" data-testid="document-card">
            <Stack gap="md">
              <Text tone="muted">
                {t(`account.kyc.label.${label.key}.description`, { defaultValue: label.description })}
              </Text>
              {label.sides.map((side) => (
                <DocumentUpload key={side} label={label} side={side} latest={latest.get(`${label.id}:${side}`)} />
              ))}
            </Stack>
          </Card>
        ))}
      <Text size="sm" tone="muted">
        {t('account.kyc.rules')}
      </Text>
    </Stack>
  );
}
