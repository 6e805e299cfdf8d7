import { css, useTheme } from '@emotion/react';
import { CHAT_NAME_COLORS, CHAT_NICKNAME_PATTERN, type ChatNameColor } from '@casino/api-contract';
import { Button, Select, TextField, themed } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useState, type FormEvent } from 'react';
import { useChatSettings } from '../api/get-chat-settings';
import { useUpdateChatSettings } from '../api/update-chat-settings';
import type { ChatDisplaySettings } from './displaySettings';
import { nameColorCss } from './nameColor';
import { settingsErrorMessage } from './sendError';

const chatSettingsStyle = themed((th) => css`display: grid; gap: ${th.space.md}; padding: ${th.space.md};`);
const chatSettingsFormForm = themed((th) => css`display: grid; gap: ${th.space.sm};`);
const chatSettingsFormFieldset = themed((th) => css`border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: ${th.space.xs};`);
const chatSettingsFormLegend = themed((th) => css`margin-block-end: ${th.space.xs};`);
const chatSettingsFormLabel = themed((th) => css`display: inline-flex; align-items: center; gap: ${th.space.xxs}; padding: ${th.space.xxs} ${th.space.xs}; border: 1px solid ${th.color.border}; border-radius: ${th.radius.pill};`);
const chatSettingsFormText = css`margin: 0;`;
const chatSettingsFormText2 = themed((th) => css`margin: 0; color: ${th.color.danger};`);

/**
 * The chat settings: dark or light and font size (this device), and for a player the name colour (a fixed list) and
 * nickname (3-20 characters, unique), saved on the server so later messages carry them.
 */
export function ChatSettingsForm({ signedIn, display, onDisplayChange }: { signedIn: boolean; display: ChatDisplaySettings; onDisplayChange: (next: ChatDisplaySettings) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const settings = useChatSettings(signedIn);
  const update = useUpdateChatSettings();
  const once = useOnce();
  const [nickname, setNickname] = useState<string>();
  const [nameColor, setNameColor] = useState<ChatNameColor>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const currentNickname = nickname ?? settings.data?.nickname ?? '';
  const currentColor = nameColor ?? settings.data?.nameColor ?? 'primary';
  const nicknameInvalid = currentNickname !== '' && !CHAT_NICKNAME_PATTERN.test(currentNickname.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nicknameInvalid) return;
    void once(async () => {
      setError(undefined);
      setSaved(false);
      try {
        await update.mutateAsync({ nameColor: currentColor, ...(currentNickname.trim() ? { nickname: currentNickname.trim() } : {}) });
        setSaved(true);
      } catch (e) {
        setError(settingsErrorMessage(t, e));
      }
    });
  };

  return (
    <div data-testid="chat-settings" css={chatSettingsStyle}>
      <Select
        label={t('chat.settings.scheme')}
        value={display.scheme}
        onChange={(e) => onDisplayChange({ ...display, scheme: e.target.value as ChatDisplaySettings['scheme'] })}
        options={(['brand', 'dark', 'light'] as const).map((s) => ({ value: s, label: t(`chat.settings.scheme.${s}`) }))}
      />
      <Select
        label={t('chat.settings.fontSize')}
        value={display.fontSize}
        onChange={(e) => onDisplayChange({ ...display, fontSize: e.target.value as ChatDisplaySettings['fontSize'] })}
        options={(['small', 'medium', 'large'] as const).map((s) => ({ value: s, label: t(`chat.settings.fontSize.${s}`) }))}
      />
      {signedIn && (
        <form onSubmit={submit} css={chatSettingsFormForm}>
          <TextField
            label={t('chat.settings.nickname')}
            hint={t('chat.settings.nicknameHint')}
            value={currentNickname}
            maxLength={20}
            onChange={(e) => setNickname(e.target.value)}
            error={nicknameInvalid ? t('chat.settings.error.VALIDATION_ERROR') : undefined}
          />
          <fieldset css={chatSettingsFormFieldset}>
            <legend css={chatSettingsFormLegend}>{t('chat.settings.nameColor')}</legend>
            {CHAT_NAME_COLORS.map((c) => (
              <label key={c} css={chatSettingsFormLabel}>
                <input type="radio" name="chat-name-color" value={c} checked={currentColor === c} onChange={() => setNameColor(c)} />
                <span css={css`color: ${nameColorCss(theme, c)}; font-weight: ${theme.typography.weight.bold};`}>{t(`chat.settings.color.${c}`)}</span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" size="sm" loading={update.isPending} loadingLabel={t('chat.settings.saving')}>
            {t('chat.settings.save')}
          </Button>
          {saved && <p role="status" css={chatSettingsFormText}>{t('chat.settings.saved')}</p>}
          {error && (
            <p role="alert" css={chatSettingsFormText2}>
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
