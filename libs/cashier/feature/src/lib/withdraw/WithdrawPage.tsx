import { Heading, Stack, defineStyle } from '@casino/design-system';
import { css } from '@emotion/react';
import { usePageKey } from '@casino/page';
import { useTranslation } from '@casino/translate';
import { WithdrawPanel } from './WithdrawPanel';

/** The page's measure: the panel's cards no wider than a comfortable form. */
const pageWidth = defineStyle(css`
  max-inline-size: 56rem;
`);

/** /withdraw: the page's heading over the withdrawals panel. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  return (
    <Stack gap="lg" css={pageWidth}>
      <Heading level={1}>{t(`page.${page}.title`)}</Heading>
      <WithdrawPanel />
    </Stack>
  );
}
