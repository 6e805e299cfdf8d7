import { themed } from '@casino/design-system';
import { css } from '@emotion/react';

const formMessagesText = themed((th) => css`margin: 0; color: ${th.color.danger};`);
const formMessagesText2 = css`margin: 0;`;

/**
 * What a responsible-gaming form says after a send: the refusal (an alert, read out at once) and the outcome (a status,
 * read out politely). Either may be null.
 */
export function FormMessages({ problem, notice, noticeTestId }: { problem: string | null; notice?: string | null; noticeTestId?: string }) {
  return (
    <>
      {problem && (
        <p role="alert" css={formMessagesText}>
          {problem}
        </p>
      )}
      {notice && (
        <p role="status" css={formMessagesText2} data-testid={noticeTestId}>
          {notice}
        </p>
      )}
    </>
  );
}
