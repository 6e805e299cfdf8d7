import { css } from '@emotion/react';
import { Button, Card, themed, defineStyle } from '@casino/design-system';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';

export interface CryptoPaymentPanelProps {
  title: string;
  network: string;
  address: string;
  /** What the QR code holds (a payment URI with the address and amount). */
  qrData: string;
  labels: {
    network: string;
    address: string;
    qr: string;
    copy: string;
    copied: string;
    copyFailed: string;
    /** "Send the equivalent of 50.00 € ..." */
    amountHint: string;
    paid: string;
    cancel: string;
  };
  onPaid: () => void;
  onCancel: () => void;
  cancelling?: boolean;
}

const cryptoPaymentPanelBox = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.md};
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
    @media (max-width: 40rem) {
      grid-template-columns: minmax(0, 1fr);
      justify-items: center;
    }
  `,
);
const cryptoPaymentPanelBox2 = themed(
  (th) => css`
    border-radius: ${th.radius.md};
    overflow: hidden;
    line-height: 0;
  `,
);
const cryptoPaymentPanelDetails = themed(
  (th) => css`
    margin: 0;
    display: grid;
    gap: ${th.space.sm};
    inline-size: 100%;
  `,
);
const cryptoPaymentPanelTerm = themed(
  (th) => css`
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  `,
);
const cryptoNetworkStyle = defineStyle(css`
  margin: 0;
  font-weight: 700;
`);
const cryptoPaymentPanelTerm2 = themed(
  (th) => css`
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  `,
);
const cryptoPaymentPanelValue = themed(
  (th) => css`
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.sm};
    align-items: center;
  `,
);
const cryptoAddressStyle = defineStyle(css`
  overflow-wrap: anywhere;
  user-select: all;
`);
const cryptoPaymentPanelValue2 = defineStyle(css`
  margin: 0;
`);
const cryptoPaymentPanelValue3 = defineStyle(css`
  margin: 0;
`);
const cryptoPaymentPanelBox3 = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${th.space.sm};
    margin-block-start: ${th.space.md};
  `,
);

/**
 * Where to send a crypto deposit: the network, the address as text (selectable, copyable) and as a QR code, and what
 * to send. The QR code is drawn as SVG by qrcode.react (no canvas, scales crisply, themable by its colours).
 */
export function CryptoPaymentPanel({
  title,
  network,
  address,
  qrData,
  labels,
  onPaid,
  onCancel,
  cancelling,
}: CryptoPaymentPanelProps) {
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const onCopy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return setCopy('failed');
    clipboard.writeText(address).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <Card as="section" title={title} titleAs="h2" data-testid="crypto-payment">
      <div css={cryptoPaymentPanelBox}>
        {/* A QR code needs dark modules on a light quiet zone in every theme: the code draws its own (the library's
            black on white, four modules of margin), whatever the brand's colours. */}
        <div css={cryptoPaymentPanelBox2}>
          <QRCodeSVG
            value={qrData}
            size={192}
            marginSize={4}
            level="M"
            role="img"
            aria-label={labels.qr}
            data-testid="crypto-qr"
          />
        </div>
        <dl css={cryptoPaymentPanelDetails}>
          <div>
            <dt css={cryptoPaymentPanelTerm}>{labels.network}</dt>
            <dd css={cryptoNetworkStyle} data-testid="crypto-network">
              {network}
            </dd>
          </div>
          <div>
            <dt css={cryptoPaymentPanelTerm2}>{labels.address}</dt>
            <dd css={cryptoPaymentPanelValue}>
              <code dir="ltr" css={cryptoAddressStyle} data-testid="crypto-address">
                {address}
              </code>
              <Button variant="secondary" size="sm" onClick={onCopy} data-testid="crypto-copy">
                {labels.copy}
              </Button>
            </dd>
            <dd css={cryptoPaymentPanelValue2} role="status">
              {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
            </dd>
          </div>
          <dd css={cryptoPaymentPanelValue3}>{labels.amountHint}</dd>
        </dl>
      </div>
      <div css={cryptoPaymentPanelBox3}>
        <Button onClick={onPaid} data-testid="crypto-paid">
          {labels.paid}
        </Button>
        <Button variant="ghost" onClick={onCancel} loading={cancelling} data-testid="crypto-cancel">
          {labels.cancel}
        </Button>
      </div>
    </Card>
  );
}
