import { css } from '@emotion/react';
import { usePageKey } from '@casino/page';
import { useTranslation } from '@casino/translate';
import { RakebackStrip } from '../calendar/RakebackSection';
import { CashbackSection } from './CashbackSection';

/** /cashback: the accumulator with its claim and countdown, the calendar award, and the rakeback strip. */
export function CashbackPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  return (
    <div css={(th) => css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${th.space.lg};`}>
      <h1 css={css`margin: 0;`}>{t(`page.${page}.title`)}</h1>
      <p css={css`margin: 0;`}>{t('rewards.cashback.intro')}</p>
      <CashbackSection />
      <RakebackStrip />
    </div>
  );
}
