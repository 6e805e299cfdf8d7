import { css, type Theme } from '@emotion/react';
import type { AppSettings } from '@casino/api-contract';
import { Button, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '../forms/AuthDialog';
import { beginGoogleSignIn, currentPageWithoutModal, googleSignInAvailable, type GoogleIntent } from './googleSignIn';
import { GoogleMark } from './GoogleMark';

export interface GoogleButtonProps {
  settings: Pick<AppSettings, 'googleLoginEnabled' | 'googleClientId' | 'googleAuthUrl'>;
  /** Where it is pressed: the login modal or the registration tabs (a new account then lands where sign-up does). */
  intent: GoogleIntent;
  /** Sends the browser to the authorization URL. @default window.location.assign */
  redirect?: (url: string) => void;
}

const assignLocation = (url: string) => window.location.assign(url);

const dividerStyles = themed(
  (th: Theme) => css`
    display: flex;
    align-items: center;
    gap: ${th.space.sm};
    margin: 0;
    color: ${th.color.textMuted};
    font-size: 0.875rem;
    &::before,
    &::after {
      content: '';
      flex: 1;
      border-top: 1px solid ${th.color.border};
    }
  `,
);

/**
 * "Continue with Google", full width, under an "or" line: shown only when the brand turned Google sign-in on and has a
 * client id. It keeps the state and PKCE verifier for the callback page and sends the browser to Google's consent
 * screen; it sends once however often it is pressed.
 */
export function GoogleButton({ settings, intent, redirect = assignLocation }: GoogleButtonProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!googleSignInAvailable(settings)) return null;

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      redirect(
        await beginGoogleSignIn(settings, {
          intent,
          returnTo: currentPageWithoutModal(location),
          origin: window.location.origin,
        }),
      );
    } catch (error) {
      console.warn('Google sign-in could not start', error);
      setBusy(false);
      setFailed(true);
    }
  };

  return (
    <>
      <p css={dividerStyles}>{t('auth.google.or')}</p>
      <Button
        variant="secondary"
        fullWidth
        icon={<GoogleMark />}
        loading={busy}
        loadingLabel={t('auth.google.redirecting')}
        onClick={() => void start()}
      >
        {t('auth.google.continue')}
      </Button>
      <FormAlert>{failed ? t('auth.google.error.start') : ''}</FormAlert>
    </>
  );
}
