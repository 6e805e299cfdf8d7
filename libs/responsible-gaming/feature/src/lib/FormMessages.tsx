import { Notice } from '@casino/design-system';

/**
 * What a responsible-gaming form says after a send: the refusal (an alert, read out at once) and the outcome (a status,
 * read out politely). Either may be null.
 */
export function FormMessages({
  problem,
  notice,
  noticeTestId,
}: {
  problem: string | null;
  notice?: string | null;
  noticeTestId?: string;
}) {
  return (
    <>
      {problem && (
        <Notice tone="danger" appearance="inline">
          {problem}
        </Notice>
      )}
      {notice && (
        <Notice tone="success" appearance="inline" data-testid={noticeTestId}>
          {notice}
        </Notice>
      )}
    </>
  );
}
