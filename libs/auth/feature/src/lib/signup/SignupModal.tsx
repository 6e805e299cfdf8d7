import { Link, Stack, Tab, TabList, TabPanel, Tabs } from '@casino/design-system';
import { useState } from 'react';
import { useTranslation } from '@casino/translate';
import { useNavigate } from 'react-router';
import { CredentialsSave } from '../credentials/CredentialsSave';
import { AuthDialog, FormAlert } from '../forms/AuthDialog';
import { authModes, type AuthMode } from '../forms/schemas';
import { GoogleButton } from '../google/GoogleButton';
import { googleSignInAvailable } from '../google/googleSignIn';
import type { AuthModalProps } from '../login/LoginModal';
import { SignUpForm, type SignUpOutcome } from './SignUpForm';

/** The tab that is not a registration mode: it switches to the login modal. */
const LOGIN_TAB = 'login';

/**
 * `?modal=signup` (feature catalogue section 2): tabs for email, phone, 1-click (where settings allow) and login.
 * After sign-up the player is signed in (unless the mirror domain has login off), a 1-click player first sees the
 * credentials-save screen, then `afterRegistrationRedirect` (when set) or the page they were on.
 */
export function SignupModal({ open, onClose, settings }: AuthModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const modes = authModes(settings);
  const [mode, setMode] = useState<AuthMode>('email');
  const [outcome, setOutcome] = useState<SignUpOutcome | null>(null);

  const finish = () => {
    if (settings.afterRegistrationRedirect) void navigate(settings.afterRegistrationRedirect, { replace: true });
    else onClose();
  };
  const onDone = (result: SignUpOutcome) => {
    if (result.kind === 'signedIn' && !result.data.generatedPassword) {
      finish();
      return;
    }
    setOutcome(result);
  };

  let body;
  if (outcome?.data.generatedPassword) {
    body = (
      <CredentialsSave
        login={outcome.data.createUser.email}
        password={outcome.data.generatedPassword}
        onDone={outcome.kind === 'signedIn' ? finish : onClose}
      />
    );
  } else if (outcome?.kind === 'created') {
    body = (
      <Stack gap="md">
        <FormAlert tone="success">{t('auth.signup.createdLoginLater')}</FormAlert>
        <Link to={{ search: '?modal=login' }} replace appearance="primary" preventScrollReset>
          {t('auth.login.submit')}
        </Link>
      </Stack>
    );
  } else {
    body = (
      <Tabs
        value={mode}
        onChange={(value) => {
          if (value === LOGIN_TAB)
            void navigate({ search: '?modal=login' }, { replace: true, preventScrollReset: true });
          else setMode(value as AuthMode);
        }}
      >
        <TabList aria-label={t('auth.signup.methods')}>
          {modes.map((m) => (
            <Tab key={m} value={m}>
              {t(`auth.mode.${m}`)}
            </Tab>
          ))}
          <Tab value={LOGIN_TAB}>{t('auth.login.tab')}</Tab>
        </TabList>
        {modes.map((m) => (
          <TabPanel key={m} value={m}>
            {m === mode && <SignUpForm key={m} mode={m} settings={settings} onDone={onDone} />}
          </TabPanel>
        ))}
        <TabPanel value={LOGIN_TAB}>{null}</TabPanel>
      </Tabs>
    );
    // Google sign-in under the registration tabs, when the brand has it: a new account lands where sign-up lands.
    if (googleSignInAvailable(settings)) {
      body = (
        <Stack gap="md">
          {body}
          <GoogleButton settings={settings} intent="signup" />
        </Stack>
      );
    }
  }

  return (
    <AuthDialog
      open={open}
      onClose={onClose}
      title={t(outcome?.data.generatedPassword ? 'auth.credentials.title' : 'auth.signup.title')}
      size="md"
    >
      {body}
    </AuthDialog>
  );
}
