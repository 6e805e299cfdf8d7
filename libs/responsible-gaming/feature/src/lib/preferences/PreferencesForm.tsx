import type { PlayerPreferences } from '@casino/api-contract';
import { Checkbox, Stack } from '@casino/design-system';
import { useOnce, useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useUpdatePreferences } from '../../api/update-preferences';
import { FormMessages } from '../FormMessages';
import { rgMessage } from '../rgError';

export interface PreferencesFormProps {
  /** The brand offers ghost mode (settings `ghostModeEnabled`). */
  ghostMode: boolean;
  /** The brand has reward calendars to opt out of (settings `calendarEnabled` or `rakebackEnabled`). */
  calendars: boolean;
}

type Preference = keyof PlayerPreferences;

/**
 * Ghost mode (the player's name is anonymised in the public bet feed and leaderboards) and the reward-calendar opt-out
 * (the calendars are no longer shown to the player). Each box is saved when it is ticked, one request at a time; a
 * refused change puts the box back and says why.
 */
export function PreferencesForm({ ghostMode, calendars }: PreferencesFormProps) {
  const { t, i18n } = useTranslation();
  const once = useOnce();
  const update = useUpdatePreferences();
  const savedGhostMode = useSession((s) => s.details?.getUser.ghostMode ?? false);
  const savedOptOut = useSession((s) => s.details?.getUser.rewardCalendarOptOut ?? false);
  const saved: PlayerPreferences = { ghostMode: savedGhostMode, rewardCalendarOptOut: savedOptOut };
  // What the player ticked, until the session's details answer with it.
  const [shown, setShown] = useState<Partial<PlayerPreferences>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const value = (key: Preference) => shown[key] ?? saved[key];

  const change = (key: Preference, next: boolean) => {
    setProblem(null);
    setNotice(null);
    void once(async () => {
      setShown((s) => ({ ...s, [key]: next }));
      try {
        const answer = await update.mutateAsync({ [key]: next });
        setNotice(t(`rg.preferences.${key}.${answer[key] ? 'on' : 'off'}`));
      } catch (error) {
        setProblem(rgMessage(t, error, { locale: i18n.language }));
      } finally {
        setShown((s) => {
          const rest = { ...s };
          delete rest[key];
          return rest;
        });
      }
    });
  };

  if (!ghostMode && !calendars) return null;
  return (
    <Stack gap="sm" data-testid="rg-preferences" aria-busy={update.isPending || undefined}>
      {ghostMode && (
        <Checkbox
          label={t('rg.preferences.ghostMode.label')}
          hint={t('rg.preferences.ghostMode.hint')}
          checked={value('ghostMode')}
          disabled={update.isPending}
          onChange={(event) => change('ghostMode', event.currentTarget.checked)}
          data-testid="pref-ghost-mode"
        />
      )}
      {calendars && (
        <Checkbox
          label={t('rg.preferences.rewardCalendarOptOut.label')}
          hint={t('rg.preferences.rewardCalendarOptOut.hint')}
          checked={value('rewardCalendarOptOut')}
          disabled={update.isPending}
          onChange={(event) => change('rewardCalendarOptOut', event.currentTarget.checked)}
          data-testid="pref-calendar-opt-out"
        />
      )}
      <FormMessages problem={problem} notice={notice} noticeTestId="pref-notice" />
    </Stack>
  );
}
