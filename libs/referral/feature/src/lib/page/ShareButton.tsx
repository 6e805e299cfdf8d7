import { Button } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useEffect, useState } from 'react';

/**
 * Whether the device offers its share sheet (`navigator.share`). Decided after hydration: the server cannot know, so
 * the server HTML and the first browser render both leave the button out and nothing mismatches.
 */
export function useCanShare(): boolean {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  return canShare;
}

/** The device's share sheet with the referral link; only where there is one (phones, some desktops). */
export function ShareButton({ url, title, text }: { url: string; title: string; text: string }) {
  const { t } = useTranslation();
  const canShare = useCanShare();
  const [failed, setFailed] = useState(false);
  if (!canShare) return null;
  const onShare = async () => {
    setFailed(false);
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // The player closing the sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void onShare()}
        aria-label={t('referral.share.label')}
        data-testid="referral-share"
      >
        {t('referral.share.button')}
      </Button>
      {failed && (
        <p role="status" data-testid="referral-share-status">
          {t('referral.share.failed')}
        </p>
      )}
    </>
  );
}
