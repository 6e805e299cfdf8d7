import { css, type Theme } from '@emotion/react';
import { Button, Dialog, defineStyle, Text, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useEffect, useRef, useState } from 'react';
import { TOUR_STEPS } from './tourState';

export interface OnboardingTourProps {
  open: boolean;
  /** Settings `brandName`, named in the welcome. */
  brandName: string;
  /** The last step's button. */
  onFinish: () => void;
  /** Skip, Escape, the close button or the backdrop. */
  onSkip: () => void;
}

const footer = themed(
  (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space.sm};
    justify-content: space-between;
    inline-size: 100%;
    & > div {
      display: flex;
      gap: ${t.space.sm};
      margin-inline-start: auto;
    }
  `,
);

const heading = defineStyle(css`
  outline: none;
`);

/**
 * The new player's tour: four short steps (welcome, the games, the deposit, the responsible-gaming tools) in a dialog.
 * Each step's heading takes the focus (a screen reader reads it, then "Step 2 of 4"); Next, Back, Skip; Escape skips.
 */
export function OnboardingTour({ open, brandName, onFinish, onSkip }: OnboardingTourProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLSpanElement>(null);
  const step = TOUR_STEPS[index] ?? 'welcome';
  const last = index === TOUR_STEPS.length - 1;

  // Each step's heading takes the focus, so it is read first; after the focus trap's own (deferred) initial focus.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => headingRef.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [open, index]);

  return (
    <Dialog
      open={open}
      onClose={onSkip}
      size="sm"
      closeLabel={t('onboarding.close')}
      initialFocusRef={headingRef}
      title={
        <span ref={headingRef} tabIndex={-1} css={heading} data-testid="onboarding-heading">
          {t(`onboarding.${step}.title`, { brand: brandName })}
        </span>
      }
      description={t('onboarding.step', { current: index + 1, total: TOUR_STEPS.length })}
      footer={
        <div css={footer}>
          <Button variant="ghost" size="sm" onClick={onSkip}>
            {t('onboarding.skip')}
          </Button>
          <div>
            {index > 0 && (
              <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
                {t('onboarding.back')}
              </Button>
            )}
            <Button size="sm" onClick={last ? onFinish : () => setIndex(index + 1)}>
              {t(last ? 'onboarding.finish' : 'onboarding.next')}
            </Button>
          </div>
        </div>
      }
    >
      <div data-testid="onboarding-tour" aria-label={t('onboarding.label')} role="group">
        <Text>{t(`onboarding.${step}.text`)}</Text>
      </div>
    </Dialog>
  );
}
