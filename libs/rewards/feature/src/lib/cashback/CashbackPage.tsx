import { themed, defineStyle } from '@casino/design-system';
import { css } from '@emotion/react';
import { usePageKey } from '@casino/page';
import { useTranslation } from '@casino/translate';
import { RakebackStrip } from '../calendar/RakebackSection';
import { CashbackSection } from './CashbackSection';

const cashbackPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
  `,
);
const cashbackPageHeading = defineStyle(css`
  margin: 0;
`);
const cashbackPageText = defineStyle(css`
  margin: 0;
`);

/** /cashback: the accumulator with its claim and countdown, the calendar award, and the rakeback strip. */
export function CashbackPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  return (
    <div css={cashbackPageBox}>
      <h1 css={cashbackPageHeading}>{t(`page.${page}.title`)}</h1>
      <p css={cashbackPageText}>{t('rewards.cashback.intro')}</p>
      <CashbackSection />
      <RakebackStrip />
    </div>
  );
}
