import { css } from '@emotion/react';
import { Dialog, Inline, Spinner, Stack, Text, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useEffect, useRef } from 'react';
import type { ThreeDsOutcome } from './depositParams';

const threeDsFrameStyle = themed(
  (th) => css`
    inline-size: 100%;
    block-size: min(30rem, 62vh);
    border: 1px solid ${th.color.border};
    border-radius: ${th.radius.md};
    background: ${th.color.surface};
  `,
);

/**
 * The card issuer's 3-D Secure check, in a frame over the cashier (the answer's `acsUrl`). The page in the frame tells
 * this window how it ended; the cashier then posts PaReq and MD to the 3ds-webhook, or cancels the deposit. While that
 * answer is awaited the dialog says so.
 */
export function ThreeDsChallenge({
  acsUrl,
  busy,
  read,
  onOutcome,
  onClose,
}: {
  acsUrl: string;
  busy: boolean;
  /** Reads a message of the frame (`readThreeDsMessage`; passed in so this lazy chunk needs nothing of the contract). */
  read: (event: MessageEvent) => ThreeDsOutcome | null;
  onOutcome: (outcome: ThreeDsOutcome) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const handler = useRef({ onOutcome, read });
  handler.current = { onOutcome, read };
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const outcome = handler.current.read(event);
      if (outcome) handler.current.onOutcome(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={t('cashier.threeDs.title')}
      closeLabel={t('cashier.threeDs.cancel')}
    >
      <Stack gap="sm" data-testid="three-ds">
        <Text>{t('cashier.threeDs.intro')}</Text>
        {busy ? (
          <Inline gap="sm" wrap={false} role="status">
            <Spinner size="sm" label={t('cashier.threeDs.checking')} />
            {t('cashier.threeDs.checking')}
          </Inline>
        ) : (
          <iframe
            ref={frame}
            src={acsUrl}
            title={t('cashier.threeDs.frameTitle')}
            css={threeDsFrameStyle}
            data-testid="three-ds-frame"
          />
        )}
      </Stack>
    </Dialog>
  );
}
