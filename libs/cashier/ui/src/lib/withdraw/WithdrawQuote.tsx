import { css } from '@emotion/react';
import { Button, Inline, Stack, Text, themed } from '@casino/design-system';

export interface WithdrawQuoteProps {
  /** The quote's figures, already formatted in its currency: what leaves the balance, the fees, what arrives. */
  credit: string;
  fee: string;
  networkFee: string;
  receive: string;
  /** Already translated; `confirm` names the amount ("Confirm withdrawal of €30.00"). */
  labels: { credit: string; fee: string; networkFee: string; receive: string; confirm: string; change: string };
  onConfirm: () => void;
  /** The player wants to change the request (the quote goes, the form asks for a new calculation). */
  onChange: () => void;
  /** The confirm is on its way: its button shows progress and takes no click, "change" waits. */
  confirming?: boolean;
}

/** Each term beside its figure, the figures in a column after the longest term. */
const quoteFigures = themed(
  (th) => css`
    margin: 0;
    display: grid;
    grid-template-columns: auto auto;
    gap: ${th.space.xs} ${th.space.md};
    justify-content: start;
  `,
);

/**
 * A withdrawal's quote (catalogue section 6): what leaves the balance, the fee, the network's fee and, in bold, what
 * arrives; then Confirm, or change the request.
 */
export function WithdrawQuote({
  credit,
  fee,
  networkFee,
  receive,
  labels,
  onConfirm,
  onChange,
  confirming = false,
}: WithdrawQuoteProps) {
  return (
    <Stack gap="sm" data-testid="withdraw-quote">
      <dl css={quoteFigures}>
        <dt>{labels.credit}</dt>
        <Text as="dd" tone="inherit" numeric>
          {credit}
        </Text>
        <dt>{labels.fee}</dt>
        <Text as="dd" tone="inherit" numeric>
          {fee}
        </Text>
        <dt>{labels.networkFee}</dt>
        <Text as="dd" tone="inherit" numeric>
          {networkFee}
        </Text>
        <Text as="dt" tone="inherit" weight="bold">
          {labels.receive}
        </Text>
        <Text as="dd" tone="inherit" weight="bold" numeric data-testid="withdraw-receive">
          {receive}
        </Text>
      </dl>
      <Inline gap="sm">
        <Button onClick={onConfirm} loading={confirming} data-testid="withdraw-confirm">
          {labels.confirm}
        </Button>
        <Button variant="ghost" onClick={onChange} disabled={confirming}>
          {labels.change}
        </Button>
      </Inline>
    </Stack>
  );
}
