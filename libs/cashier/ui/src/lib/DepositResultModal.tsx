import { Badge, Button, Dialog, Link, Stack, Text, type BadgeTone } from '@casino/design-system';
import type { DepositResultModalName } from '@casino/site';
import type { FunctionComponent } from 'react';
import { useTranslation } from '@casino/translate';

/** The deposit outcomes that come back to the site as `?modal=deposit-<kind>` (spec section 2 and 8). */
export type DepositResultKind = 'success' | 'failed' | 'return' | 'decline' | 'cancel' | 'pending' | '3ds-success';

/** Same shape as the shell's modal props: what the modal host hands every registered modal. */
export interface DepositResultModalProps {
  open: boolean;
  onClose: () => void;
  params: URLSearchParams;
}

// 3DS success is a success; the spec's keys exist for the six others.
const keyOf: Record<DepositResultKind, string> = {
  success: 'success',
  '3ds-success': 'success',
  failed: 'failed',
  return: 'return',
  decline: 'decline',
  cancel: 'cancel',
  pending: 'pending',
};
const toneOf: Record<DepositResultKind, BadgeTone> = {
  success: 'success',
  '3ds-success': 'success',
  failed: 'danger',
  decline: 'danger',
  return: 'warning',
  cancel: 'neutral',
  pending: 'info',
};
/** Spec: the failed, return, decline, cancel and pending modals read the payment method from `met`. */
const showsMethod = new Set<DepositResultKind>(['failed', 'return', 'decline', 'cancel', 'pending']);

export function DepositResultModal({
  kind,
  open,
  onClose,
  params,
}: DepositResultModalProps & { kind: DepositResultKind }) {
  const { t } = useTranslation();
  const key = keyOf[kind];
  const method = showsMethod.has(kind) ? params.get('met') : null;
  const succeeded = key === 'success';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t(`modal.${key}.deposit.title`)}
      closeLabel={t('common.close')}
      footer={
        succeeded ? (
          <Button onClick={onClose}>{t('modal.deposit.continue')}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Link to="/deposit" appearance="primary" onClick={onClose}>
              {t('modal.deposit.tryAgain')}
            </Link>
          </>
        )
      }
    >
      <Stack gap="sm">
        <Text>{t(`modal.${key}.message`)}</Text>
        {method && (
          <Text>
            <Badge tone={toneOf[kind]}>{t('modal.deposit.method', { method })}</Badge>
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}

function forKind(kind: DepositResultKind): FunctionComponent<DepositResultModalProps> {
  const Modal = (props: DepositResultModalProps) => <DepositResultModal kind={kind} {...props} />;
  Modal.displayName = `DepositResultModal(${kind})`;
  return Modal;
}

/** Registry entries the app adds to its modal registry: `?modal=deposit-success`, `?modal=deposit-failed&met=...` */
export const depositResultModals: Readonly<Record<DepositResultModalName, FunctionComponent<DepositResultModalProps>>> =
  {
    'deposit-success': forKind('success'),
    'deposit-failed': forKind('failed'),
    'deposit-return': forKind('return'),
    'deposit-decline': forKind('decline'),
    'deposit-cancel': forKind('cancel'),
    'deposit-pending': forKind('pending'),
    'deposit-3ds-success': forKind('3ds-success'),
  };
