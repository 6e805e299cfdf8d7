import { css } from '@emotion/react';
import { Button, Card, Inline, Stack, Text, themed, defineStyle } from '@casino/design-system';
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

/** The QR code beside the details; on a phone, the code centred above them. */
const cryptoLayout = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.md};
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
    @media (max-width: 40rem) {
      grid-template-columns: minmax(0, 1fr);
    }
  `,
);
const qrFrame = themed(
  (th) => css`
    border-radius: ${th.radius.md};
    overflow: hidden;
    line-height: 0;
    @media (max-width: 40rem) {
      justify-self: center;
    }
  `,
);
/** The address, selected whole with one tap or click, broken anywhere rather than overflowing a phone. */
const cryptoAddress = defineStyle(css`
  overflow-wrap: anywhere;
  user-select: all;
`);

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
      <Stack gap="md">
        <div css={cryptoLayout}>
          {/* A QR code needs dark modules on a light quiet zone in every theme: the code draws its own (the library's
              black on white, four modules of margin), whatever the brand's colours. */}
          <div css={qrFrame}>
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
          <Stack as="dl" gap="sm">
            <div>
              <Text as="dt" size="sm" tone="muted">
                {labels.network}
              </Text>
              <Text as="dd" tone="inherit" weight="bold" data-testid="crypto-network">
                {network}
              </Text>
            </div>
            <div>
              <Text as="dt" size="sm" tone="muted">
                {labels.address}
              </Text>
              <Text as="dd" tone="inherit">
                <Inline gap="sm">
                  <code dir="ltr" css={cryptoAddress} data-testid="crypto-address">
                    {address}
                  </code>
                  <Button variant="secondary" size="sm" onClick={onCopy} data-testid="crypto-copy">
                    {labels.copy}
                  </Button>
                </Inline>
              </Text>
              <Text as="dd" tone="inherit" role="status">
                {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
              </Text>
            </div>
            <Text as="dd" tone="inherit">
              {labels.amountHint}
            </Text>
          </Stack>
        </div>
        <Inline gap="sm">
          <Button onClick={onPaid} data-testid="crypto-paid">
            {labels.paid}
          </Button>
          <Button variant="ghost" onClick={onCancel} loading={cancelling} data-testid="crypto-cancel">
            {labels.cancel}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
