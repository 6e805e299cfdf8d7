import { css } from '@emotion/react';
import { SELF_EXCLUSION_DURATIONS } from '@casino/api-contract';
import { defineStyle, Inline, RadioGroup, Select, TextField } from '@casino/design-system';
import { ConfirmThenSendForm } from '@casino/responsible-gaming-ui';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import type { CustomUnit } from './exclusion';
import { useSelfExclusionForm } from './useSelfExclusionForm';

const customValueBox = defineStyle(css`
  flex: 0 1 8rem;
`);
const customUnitBox = defineStyle(css`
  flex: 0 1 10rem;
`);

/**
 * Self-exclusion: a duration (1 hour to 1 month, permanent, or a custom number of days or months), the question whether it
 * covers every brand where the market asks it (MT), then a confirmation saying what it means (signed in, withdrawals
 * only, until when). One request.
 */
export function SelfExclusionForm({ askAllBrands }: { askAllBrands: boolean }) {
  const { t, i18n } = useTranslation();
  const form = useSelfExclusionForm(askAllBrands);
  const { confirming, end } = form;
  const when = (date: Date) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <ConfirmThenSendForm
      testId="self-exclusion"
      stepTestId="exclusion"
      about={t('rg.exclusion.about')}
      reviewLabel={t('rg.exclusion.review')}
      confirmation={{
        title: t('rg.exclusion.confirmTitle'),
        question: end ? t('rg.exclusion.confirmUntil', { date: when(end) }) : t('rg.exclusion.confirmPermanent'),
        yes: t('rg.exclusion.confirmYes'),
        no: t('rg.exclusion.confirmNo'),
      }}
      confirming={confirming}
      pending={form.pending}
      problem={form.problem}
      onReview={form.review}
      onConfirm={form.confirm}
      onCancel={form.cancel}
    >
      <RadioGroup
        legend={t('rg.exclusion.durationLegend')}
        name="exclusion-duration"
        direction="row"
        disabled={confirming}
        value={form.duration}
        onChange={form.setDuration}
        options={SELF_EXCLUSION_DURATIONS.map((d) => ({ value: d, label: t(`rg.exclusion.duration.${d}`) }))}
      />
      {form.duration === 'custom' && (
        <Inline gap="sm" align="end">
          <div css={customValueBox}>
            <TextField
              label={t('rg.exclusion.customValue')}
              inputMode="numeric"
              value={form.customValue}
              onChange={(e) => form.setCustomValue(e.target.value)}
              disabled={confirming}
              data-testid="exclusion-custom-value"
            />
          </div>
          <div css={customUnitBox}>
            <Select
              label={t('rg.exclusion.customUnit')}
              value={form.customUnit}
              onChange={(e) => form.setCustomUnit(e.target.value as CustomUnit)}
              options={[
                { value: 'days', label: t('rg.exclusion.unit.days') },
                { value: 'months', label: t('rg.exclusion.unit.months') },
              ]}
              disabled={confirming}
            />
          </div>
        </Inline>
      )}
      {askAllBrands && (
        <RadioGroup
          legend={t('rg.exclusion.allBrandsQuestion')}
          name="exclusion-all-brands"
          direction="row"
          disabled={confirming}
          data-testid="exclusion-all-brands"
          value={form.allBrands}
          onChange={form.setAllBrands}
          options={[
            { value: 'yes', label: t('rg.exclusion.allBrandsYes') },
            { value: 'no', label: t('rg.exclusion.allBrandsNo') },
          ]}
        />
      )}
    </ConfirmThenSendForm>
  );
}
