import { useTranslation } from '@casino/translate';
import { useState } from 'react';
import { selfExclude } from '../../api/self-exclude';
import { useRgMutation } from '../../api/use-rg-mutation';
import { exclusionEnd, type CustomUnit, type ExclusionDuration } from './exclusion';
import { useConfirmThenSend } from './useConfirmThenSend';

/**
 * The self-exclusion's choice and steps: a duration (or a custom number of days or months, which must be a whole number
 * within the bounds), the answer whether it covers every brand where the market asks it, then the confirmation and the
 * one request, which sends the custom end as a date and the answer only where it was asked.
 */
export function useSelfExclusionForm(askAllBrands: boolean) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<ExclusionDuration>('1d');
  const [customValue, setCustomValue] = useState('');
  const [customUnit, setCustomUnit] = useState<CustomUnit>('days');
  const [allBrands, setAllBrands] = useState<'yes' | 'no' | null>(null);
  const exclude = useRgMutation(selfExclude, { refreshUser: true });
  const flow = useConfirmThenSend(exclude);
  // When it would end if sent now (null: permanent, or a custom length not yet valid).
  const end = exclusionEnd(duration, new Date(), { raw: customValue, unit: customUnit });

  const review = () =>
    flow.review(() => {
      if (duration === 'custom' && !end) return t('rg.exclusion.customProblem');
      if (askAllBrands && allBrands === null) return t('rg.exclusion.allBrandsProblem');
      return null;
    });
  const confirm = () =>
    flow.confirm({
      duration,
      ...(duration === 'custom' && end ? { until: end.toISOString() } : {}),
      ...(askAllBrands ? { allBrands: allBrands === 'yes' } : {}),
    });

  return {
    ...flow,
    review,
    confirm,
    end,
    duration,
    setDuration,
    customValue,
    setCustomValue,
    customUnit,
    setCustomUnit,
    allBrands,
    setAllBrands,
  };
}
