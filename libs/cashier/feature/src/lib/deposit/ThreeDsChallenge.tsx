import { css } from '@emotion/react';
import { THREE_DS_MESSAGE_SOURCE } from '@casino/api-contract';
import { Dialog, Spinner } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useEffect, useRef } from 'react';

export type ThreeDsOutcome = { outcome: 'confirm' | 'fail'; PaReq: string; MD: string } | { outcome: 'cancel'; MD: string };

/** A message of the challenge page: from this origin, from our frame, with the dev issuer's source and fields. */
export function readThreeDsMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): ThreeDsOutcome | null {
  if (event.origin !== origin) return null;
  const data = event.data as { source?: unknown; outcome?: unknown; PaReq?: unknown; MD?: unknown } | null;
  if (!data || data.source !== THREE_DS_MESSAGE_SOURCE || typeof data.MD !== 'string') return null;
  if (data.outcome === 'cancel') return { outcome: 'cancel', MD: data.MD };
  if ((data.outcome === 'confirm' || data.outcome === 'fail') && typeof data.PaReq === 'string') return { outcome: data.outcome, PaReq: data.PaReq, MD: data.MD };
  return null;
}

/**
 * The card issuer's 3-D Secure check, in a frame over the cashier (the answer's `acsUrl`). The page in the frame tells
 * this window how it ended; the cashier then posts PaReq and MD to the 3ds-webhook, or cancels the deposit. While that
 * answer is awaited the dialog says so.
 */
export function ThreeDsChallenge({ acsUrl, busy, onOutcome, onClose }: { acsUrl: string; busy: boolean; onOutcome: (outcome: ThreeDsOutcome) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onOutcome);
  handler.current = onOutcome;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const outcome = readThreeDsMessage(event, window.location.origin);
      if (outcome) handler.current(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <Dialog open onClose={onClose} size="md" title={t('cashier.threeDs.title')} closeLabel={t('cashier.threeDs.cancel')}>
      <div css={(th) => css`display: grid; gap: ${th.space.sm};`} data-testid="three-ds">
        <p css={css`margin: 0;`}>{t('cashier.threeDs.intro')}</p>
        {busy ? (
          <p role="status" css={(th) => css`margin: 0; display: flex; gap: ${th.space.sm}; align-items: center;`}>
            <Spinner size="sm" label={t('cashier.threeDs.checking')} />
            {t('cashier.threeDs.checking')}
          </p>
        ) : (
          <iframe
            ref={frame}
            src={acsUrl}
            title={t('cashier.threeDs.frameTitle')}
            css={(th) => css`inline-size: 100%; block-size: 22rem; border: 1px solid ${th.color.border}; border-radius: ${th.radius.md}; background: ${th.color.surface};`}
            data-testid="three-ds-frame"
          />
        )}
      </div>
    </Dialog>
  );
}
