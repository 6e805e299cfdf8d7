import { css, type Theme } from '@emotion/react';
import { Button, Heading, Inline, Text, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useEffect, useId, useRef, useState } from 'react';
import { installSnoozed, isPlayPath, rememberInstall, type BeforeInstallPromptEvent } from './installPromptState';

export interface InstallPromptProps {
  /** Settings `pwaPromptEnabled`. */
  enabled: boolean;
  /** Settings `brandName`, named in the text. */
  brandName: string;
  /** The page's path: nothing on `/play/` pages. */
  pathname: string;
  /** The player's answer to the browser's install dialog (for tracking). */
  onOutcome?: (outcome: 'accepted' | 'dismissed') => void;
}

const banner = themed(
  (t: Theme) => css`
    position: fixed;
    inset-block-end: ${t.space.md};
    inset-inline-end: ${t.space.md};
    z-index: ${t.zIndex.overlay - 1};
    max-inline-size: min(22rem, calc(100vw - 2 * ${t.space.md}));
    display: flex;
    flex-direction: column;
    gap: ${t.space.sm};
    padding: ${t.space.md};
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.md};
    background: ${t.color.surfaceRaised};
    color: ${t.color.text};
    box-shadow: ${t.shadow.lg};
  `,
);

/** How long the outcome stays on screen before the banner goes. */
const OUTCOME_MS = 5_000;

/**
 * "Install the app": appears once the browser offers installation (`beforeinstallprompt`, whose mini-infobar it keeps
 * back), never on `/play/` pages, with the setting off or within 30 days of a dismissal. Install opens the browser's
 * own dialog once and says what the player chose; `appinstalled` hides it for good.
 */
export function InstallPrompt({ enabled, brandName, pathname, onOutcome }: InstallPromptProps) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const [snoozed, setSnoozed] = useState(() => installSnoozed());
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const outcomeRef = useRef(onOutcome);
  outcomeRef.current = onOutcome;

  useEffect(() => {
    if (!enabled) return;
    const onOffer = (event: Event) => {
      // Our button replaces the browser's mini-infobar; the event is kept to open the dialog later.
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      rememberInstall('installed');
      setOffer(null);
      setSnoozed(true);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [enabled]);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), OUTCOME_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  if (!enabled || isPlayPath(pathname)) return null;

  if (outcome) {
    return (
      <div css={banner} role="status">
        <Text size="sm" tone="muted">
          {t(outcome === 'accepted' ? 'pwa.install.accepted' : 'pwa.install.declined')}
        </Text>
      </div>
    );
  }
  if (!offer || snoozed) return null;

  const install = async () => {
    if (busy) return;
    setBusy(true);
    // The event allows one prompt: it is dropped whatever the answer.
    const event = offer;
    setOffer(null);
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'dismissed') {
        rememberInstall(Date.now());
        setSnoozed(true);
      }
      setOutcome(choice.outcome);
      outcomeRef.current?.(choice.outcome);
    } catch {
      // the browser refused to show its dialog (no user gesture, already shown): nothing to report
    } finally {
      setBusy(false);
    }
  };

  const dismiss = () => {
    rememberInstall(Date.now());
    setSnoozed(true);
  };

  return (
    <section css={banner} aria-labelledby={headingId} data-testid="pwa-install">
      <Heading level={2} size="md" id={headingId}>
        {t('pwa.install.title')}
      </Heading>
      <Text size="sm" tone="muted">
        {t('pwa.install.text', { brand: brandName })}
      </Text>
      <Inline gap="sm">
        <Button size="sm" onClick={install}>
          {t('pwa.install.button')}
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {t('pwa.install.dismiss')}
        </Button>
      </Inline>
    </section>
  );
}
