import { css } from '@emotion/react';
import { Button, defineStyle, themed } from '@casino/design-system';

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

const withdrawQuoteStyle = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
  `,
);
const withdrawQuoteDetails = themed(
  (th) => css`
    margin: 0;
    display: grid;
    grid-template-columns: auto auto;
    gap: ${th.space.xs} ${th.space.md};
    justify-content: start;
  `,
);
const withdrawQuoteValue = defineStyle(css`
  margin: 0;
  font-variant-numeric: tabular-nums;
`);
const withdrawQuoteTerm = defineStyle(css`
  font-weight: 700;
`);
const withdrawReceiveStyle = defineStyle(css`
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`);
const withdrawQuoteActions = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.sm};
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
    <div css={withdrawQuoteStyle} data-testid="withdraw-quote">
      <dl css={withdrawQuoteDetails}>
        <dt>{labels.credit}</dt>
        <dd css={withdrawQuoteValue}>{credit}</dd>
        <dt>{labels.fee}</dt>
        <dd css={withdrawQuoteValue}>{fee}</dd>
        <dt>{labels.networkFee}</dt>
        <dd css={withdrawQuoteValue}>{networkFee}</dd>
        <dt css={withdrawQuoteTerm}>{labels.receive}</dt>
        <dd css={withdrawReceiveStyle} data-testid="withdraw-receive">
          {receive}
        </dd>
      </dl>
      <div css={withdrawQuoteActions}>
        <Button onClick={onConfirm} loading={confirming} data-testid="withdraw-confirm">
          {labels.confirm}
        </Button>
        <Button variant="ghost" onClick={onChange} disabled={confirming}>
          {labels.change}
        </Button>
      </div>
    </div>
  );
}
