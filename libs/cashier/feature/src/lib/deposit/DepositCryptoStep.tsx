import { Skeleton } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { lazy, Suspense } from 'react';
import type { DepositPhase } from './useDepositAttempt';

// The crypto address (with its QR code library) loads when a deposit needs it.
const CryptoPaymentPanel = lazy(() => import('./CryptoPaymentPanel').then((m) => ({ default: m.CryptoPaymentPanel })));

/** A crypto deposit's step: the address to pay to and its QR code, in the player's words, with Paid and Cancel. */
export function DepositCryptoStep({
  phase,
  methodTitle,
  money,
  cancelling,
  onPaid,
  onCancel,
}: {
  phase: Extract<DepositPhase, { kind: 'crypto' }>;
  methodTitle: string;
  money: (value: number) => string;
  cancelling: boolean;
  onPaid: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton variant="rect" height="16rem" />}>
      <CryptoPaymentPanel
        title={t('cashier.crypto.title', { method: methodTitle })}
        network={phase.network}
        address={phase.address}
        qrData={phase.qrData}
        cancelling={cancelling}
        labels={{
          network: t('cashier.crypto.network'),
          address: t('cashier.crypto.address'),
          qr: t('cashier.crypto.qr', { network: phase.network }),
          copy: t('cashier.crypto.copy'),
          copied: t('cashier.crypto.copied'),
          copyFailed: t('cashier.crypto.copyFailed'),
          amountHint: t('cashier.crypto.amountHint', { amount: money(phase.amount), network: phase.network }),
          paid: t('cashier.crypto.paid'),
          cancel: t('cashier.crypto.cancel'),
        }}
        onPaid={onPaid}
        onCancel={onCancel}
      />
    </Suspense>
  );
}
