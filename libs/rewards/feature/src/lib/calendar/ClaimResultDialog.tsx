import { Button, Dialog } from '@casino/design-system';
import { numberFormat, useTranslation } from '@casino/translate';

export type ClaimResult = { ok: true; amount: number; currencyCode: string } | { ok: false };

/** "12.50 EUR": the amount and currency the spec puts in place of [A]. */
function amountAndCurrency(amount: number, currencyCode: string, locale: string): string {
  return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currencyCode}`;
}

/** What a rakeback claim ended in: the spec's success (`rakeback.claim.*`, [A] = amount and currency) or failure keys. */
export default function ClaimResultDialog({ result, onClose }: { result: ClaimResult; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      closeLabel={t('common.close')}
      title={result.ok ? t('rakeback.claim.title') : t('rakeback.error.claim.title')}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p data-testid="rakeback-result">
        {result.ok
          ? t('rakeback.claim.text').replace(
              '[A]',
              amountAndCurrency(result.amount, result.currencyCode, i18n.language),
            )
          : t('rakeback.error.claim.text')}
      </p>
    </Dialog>
  );
}
