import { css, type Theme } from '@emotion/react';
import { CHAT_NAME_COLORS, CHAT_NICKNAME_PATTERN, type ChatNameColor } from '@casino/api-contract';
import { Button, Notice, RadioGroup, Select, Stack, TextField, themed, themedVariants } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useState, type FormEvent } from 'react';
import { useChatSettings } from '../api/get-chat-settings';
import { useUpdateChatSettings } from '../api/update-chat-settings';
import type { ChatDisplaySettings } from './displaySettings';
import { nameColorCss } from './nameColor';
import { settingsErrorMessage } from './sendError';

const chatSettingsStyle = themed(
  (th) => css`
    padding: ${th.space.md};
  `,
);
/** A colour's name written in that colour, as the player's name will show in the chat. */
const nameColorStyle = themedVariants(
  (th: Theme, color: ChatNameColor) => css`
    color: ${nameColorCss(th, color)};
    font-weight: ${th.typography.weight.bold};
  `,
  [CHAT_NAME_COLORS],
);

/**
 * The chat settings: dark or light and font size (this device), and for a player the name colour (a fixed list) and
 * nickname (3-20 characters, unique), saved on the server so later messages carry them.
 */
export function ChatSettingsForm({
  signedIn,
  display,
  onDisplayChange,
}: {
  signedIn: boolean;
  display: ChatDisplaySettings;
  onDisplayChange: (next: ChatDisplaySettings) => void;
}) {
  const { t } = useTranslation();
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
        await update.mutateAsync({
          nameColor: currentColor,
          ...(currentNickname.trim() ? { nickname: currentNickname.trim() } : {}),
        });
        setSaved(true);
      } catch (e) {
        setError(settingsErrorMessage(t, e));
      }
    });
  };

  return (
    <Stack gap="md" data-testid="chat-settings" css={chatSettingsStyle}>
      <Select
        label={t('chat.settings.scheme')}
        value={display.scheme}
        onChange={(e) => onDisplayChange({ ...display, scheme: e.target.value as ChatDisplaySettings['scheme'] })}
        options={(['brand', 'dark', 'light'] as const).map((s) => ({
          value: s,
          label: t(`chat.settings.scheme.${s}`),
        }))}
      />
      <Select
        label={t('chat.settings.fontSize')}
        value={display.fontSize}
        onChange={(e) => onDisplayChange({ ...display, fontSize: e.target.value as ChatDisplaySettings['fontSize'] })}
        options={(['small', 'medium', 'large'] as const).map((s) => ({
          value: s,
          label: t(`chat.settings.fontSize.${s}`),
        }))}
      />
      {signedIn && (
        <Stack as="form" gap="sm" onSubmit={submit}>
          <TextField
            label={t('chat.settings.nickname')}
            hint={t('chat.settings.nicknameHint')}
            value={currentNickname}
            maxLength={20}
            onChange={(e) => setNickname(e.target.value)}
            error={nicknameInvalid ? t('chat.settings.error.VALIDATION_ERROR') : undefined}
          />
          <RadioGroup
            legend={t('chat.settings.nameColor')}
            name="chat-name-color"
            direction="row"
            value={currentColor}
            onChange={setNameColor}
            options={CHAT_NAME_COLORS.map((c) => ({
              value: c,
              label: <span css={nameColorStyle(c)}>{t(`chat.settings.color.${c}`)}</span>,
            }))}
          />
          <Button type="submit" size="sm" loading={update.isPending} loadingLabel={t('chat.settings.saving')}>
            {t('chat.settings.save')}
          </Button>
          {saved && (
            <Notice tone="success" appearance="inline">
              {t('chat.settings.saved')}
            </Notice>
          )}
          {error && (
            <Notice tone="danger" appearance="inline">
              {error}
            </Notice>
          )}
        </Stack>
      )}
    </Stack>
  );
}
