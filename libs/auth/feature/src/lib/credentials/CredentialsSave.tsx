import { css, useTheme } from '@emotion/react';
import { Button, Inline, Stack, Text, themed, defineStyle } from '@casino/design-system';
import { useState } from 'react';
import { useTranslation } from '@casino/translate';
import { useSendCredentials } from '../../api/send-credentials';
import { FormAlert } from '../forms/AuthDialog';
import { errorMessage } from '../forms/errors';
import { EmailField } from '../forms/fields';
import { emailProblem } from '../forms/rules';

/** The credentials as text: what the file holds and what the clipboard gets. */
export function credentialsText(labels: { login: string; password: string }, login: string, password: string): string {
  return `${labels.login}: ${login}\n${labels.password}: ${password}\n`;
}

function download(name: string, href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Draws the credentials on a canvas and hands back a PNG data URL (the "save as image" button). */
export function credentialsImage(lines: string[], colors: { background: string; text: string }): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 64 + lines.length * 40;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.fillStyle = colors.background;
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = colors.text;
  g.font = '24px monospace';
  lines.forEach((line, i) => g.fillText(line, 32, 48 + i * 40));
  return canvas.toDataURL('image/png');
}

const credentialsSaveDetails = themed(
  (th) => css`
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${th.space.xs} ${th.space.md};
    padding: ${th.space.md};
    border-radius: ${th.radius.md};
    background: ${th.color.surfaceRaised};
    dd {
      margin: 0;
      font-family: ${th.typography.monoFontFamily};
      overflow-wrap: anywhere;
    }
  `,
);
const credentialsSaveForm = defineStyle(css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
  align-items: end;
`);

/**
 * The 1-click credentials-save screen (feature catalogue section 2): the generated login and password, with copy,
 * image, file and email. The player continues when they have kept them.
 */
export function CredentialsSave({ login, password, onDone }: { login: string; password: string; onDone: () => void }) {
  const { t } = useTranslation();
  const sendCredentials = useSendCredentials();
  const theme = useTheme();
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const labels = { login: t('auth.credentials.login'), password: t('auth.credentials.password') };
  const text = credentialsText(labels, login, password);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ tone: 'success', text: t('auth.credentials.copied') });
    } catch {
      setStatus({ tone: 'danger', text: t('auth.credentials.copyFailed') });
    }
  };
  const saveFile = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    download('credentials.txt', url);
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };
  const saveImage = () => {
    const url = credentialsImage(text.trim().split('\n'), { background: theme.color.surface, text: theme.color.text });
    if (url) download('credentials.png', url);
  };
  const send = async () => {
    const problem = emailProblem(email);
    setEmailError(problem ? t(problem) : undefined);
    if (problem || sendCredentials.isPending) return;
    try {
      await sendCredentials.mutateAsync({ email: email.trim(), password });
      setStatus({ tone: 'success', text: t('auth.credentials.sent', { email: email.trim() }) });
    } catch (error) {
      setStatus({ tone: 'danger', text: errorMessage(error, t) });
    }
  };

  return (
    <Stack gap="md" data-testid="credentials-save">
      <Text>{t('auth.credentials.intro')}</Text>
      <dl css={credentialsSaveDetails}>
        <dt>{labels.login}</dt>
        <dd data-testid="credentials-login">{login}</dd>
        <dt>{labels.password}</dt>
        <dd data-testid="credentials-password">{password}</dd>
      </dl>
      <Inline gap="sm">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('auth.credentials.copy')}
        </Button>
        <Button variant="secondary" onClick={saveImage}>
          {t('auth.credentials.image')}
        </Button>
        <Button variant="secondary" onClick={saveFile}>
          {t('auth.credentials.file')}
        </Button>
      </Inline>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        css={credentialsSaveForm}
      >
        <EmailField
          label={t('auth.credentials.emailLabel')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError}
        />
        <Button type="submit" variant="secondary" loading={sendCredentials.isPending}>
          {t('auth.credentials.email')}
        </Button>
      </form>
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      <Button onClick={onDone} fullWidth>
        {t('auth.credentials.done')}
      </Button>
    </Stack>
  );
}
