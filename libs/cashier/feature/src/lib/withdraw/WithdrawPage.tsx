import { themed, defineStyle } from '@casino/design-system';
import { css } from '@emotion/react';
import { usePageKey } from '@casino/page';
import { useTranslation } from '@casino/translate';
import { WithdrawPanel } from './WithdrawPanel';

const withdrawPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
    max-inline-size: 56rem;
  `,
);
const withdrawPageHeading = defineStyle(css`
  margin: 0;
`);

/** /withdraw: the page's heading over the withdrawals panel. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  return (
    <div css={withdrawPageBox}>
      <h1 css={withdrawPageHeading}>{t(`page.${page}.title`)}</h1>
      <WithdrawPanel />
    </div>
  );
}
