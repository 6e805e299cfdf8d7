import { RadioGroup } from '@casino/design-system';
import { ConfirmThenSendForm } from '@casino/responsible-gaming-ui';
import { useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useFreezeAccount } from '../../api/freeze-account';
import { FREEZE_DAYS, type FreezeDays } from './freezeDays';
import { useConfirmThenSend } from './useConfirmThenSend';

/**
 * Account freeze for 1, 3, 7 or 10 days, after a confirmation: like a self-exclusion, the player stays signed in with a
 * withdraw-only account until it ends (the limits and the player's details are read again, so every page knows).
 */
export function FreezeForm() {
  const { t } = useTranslation();
  const [days, setDays] = useState<FreezeDays>(1);
  const freeze = useFreezeAccount();
  const flow = useConfirmThenSend(freeze);
  return (
    <ConfirmThenSendForm
      testId="freeze"
      stepTestId="freeze"
      about={t('rg.freeze.about')}
      reviewLabel={t('rg.freeze.review')}
      confirmation={{
        title: t('rg.freeze.confirmTitle'),
        question: t('rg.freeze.confirm', { count: days }),
        yes: t('rg.freeze.confirmYes'),
        no: t('rg.exclusion.confirmNo'),
      }}
      confirming={flow.confirming}
      pending={flow.pending}
      problem={flow.problem}
      onReview={() => flow.review()}
      onConfirm={() => flow.confirm(days)}
      onCancel={flow.cancel}
    >
      <RadioGroup
        legend={t('rg.freeze.legend')}
        name="freeze-days"
        direction="row"
        disabled={flow.confirming}
        value={days}
        onChange={setDays}
        options={FREEZE_DAYS.map((option) => ({ value: option, label: t('rg.freeze.days', { count: option }) }))}
      />
    </ConfirmThenSendForm>
  );
}
