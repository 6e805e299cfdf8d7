import { css, type Theme } from '@emotion/react';
import type { AppSettings } from '@casino/api-contract';
import { Heading, Link, Spinner, Stack, themed } from '@casino/design-system';
import { writeCookie, YEAR_IN_SECONDS } from '@casino/storage';
import { readCampaignContext } from '@casino/tracking';
import { useTranslation } from '@casino/translate';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGoogleLogin } from '../../api/google-login';
import { FormAlert } from '../forms/AuthDialog';
import { REGISTERED_USER_COOKIE, SIGNUP_EVENT } from '../signup/SignUpForm';
import { googleErrorMessage } from './googleErrorMessage';
import { googleRedirectUri, takePendingGoogleSignIn } from './googleSignIn';

export type GoogleCallbackState = { kind: 'working' } | { kind: 'failed'; message: string; returnTo: string };

/** The callback's message, centred on the page. */
const pageFrame = themed(
  (th: Theme) => css`
    max-width: 32rem;
    margin: ${th.space.xl} auto;
    padding: ${th.space.lg};
    text-align: center;
  `,
);

/** The page the player came from, with the login modal open over it. */
function withLoginModal(path: string): string {
  const url = new URL(path, 'http://page.invalid');
  url.searchParams.set('modal', 'login');
  return `${url.pathname}${url.search}`;
}

/** What the callback page shows: progress, or the refusal with the ways on. Pure, for stories and the page alike. */
export function GoogleCallbackView({ state }: { state: GoogleCallbackState }) {
  const { t } = useTranslation();
  const working = state.kind === 'working';
  return (
    <Stack
      as="section"
      gap="md"
      align="center"
      css={pageFrame}
      aria-busy={working || undefined}
      aria-labelledby="google-callback-title"
    >
      <Heading level={1} size="xl" id="google-callback-title">
        {working ? t('auth.google.signingIn') : t('auth.google.error.title')}
      </Heading>
      {state.kind === 'working' ? (
        <Spinner label={t('auth.google.signingIn')} />
      ) : (
        <>
          <FormAlert>{state.message}</FormAlert>
          <Link to={withLoginModal(state.returnTo)} appearance="primary">
            {t('auth.google.toLogin')}
          </Link>
          <Link to={state.returnTo}>{t('auth.google.back')}</Link>
        </>
      )}
    </Stack>
  );
}

/**
 * `/auth/google/callback`: Google sends the browser back here. A state that is missing or not the one this browser
 * kept is refused without asking the backend; else the code and the PKCE verifier go to `google-login` once, the
 * session is signed in and the player goes back where they were (a new account where sign-up lands).
 */
export function GoogleCallbackPage({ settings }: { settings: Pick<AppSettings, 'afterRegistrationRedirect'> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const googleLogin = useGoogleLogin();
  const [state, setState] = useState<GoogleCallbackState>({ kind: 'working' });
  // Once per page: the kept state and verifier serve one callback, and a code is good for one call.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    const pending = takePendingGoogleSignIn();
    const returnTo = pending?.returnTo ?? '/';
    const fail = (message: string) => setState({ kind: 'failed', message, returnTo });
    const code = params.get('code');
    if (!pending || params.get('state') !== pending.state) return fail(t('auth.google.error.state'));
    if (params.get('error') === 'access_denied') return fail(t('auth.google.error.cancelled'));
    if (params.get('error') || !code) return fail(t('auth.google.error.refused'));
    const { referralCode } = readCampaignContext();
    googleLogin
      .mutateAsync({
        code,
        codeVerifier: pending.codeVerifier,
        redirectUri: googleRedirectUri(window.location.origin),
        ...(referralCode ? { referralCode } : {}),
      })
      .then((answer) => {
        let to = returnTo;
        if (answer.newAccount) {
          writeCookie(REGISTERED_USER_COOKIE, '1', YEAR_IN_SECONDS);
          window.dispatchEvent(new CustomEvent(SIGNUP_EVENT, { detail: { mode: 'google', userId: answer.userId } }));
          if (settings.afterRegistrationRedirect) to = settings.afterRegistrationRedirect;
        }
        void navigate(to, { replace: true });
      })
      .catch((error: unknown) => fail(googleErrorMessage(error, t)));
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once for the address Google sent the browser to
  }, []);

  return <GoogleCallbackView state={state} />;
}
