import { css } from '@emotion/react';
import type { ResponsibleGaming } from '@casino/api-contract';
import { Button, Inline, Select, Stack, Text, TextField, defineStyle } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useState, type FormEvent } from 'react';
import { removeSessionLimit } from '../../api/remove-session-limit';
import { setSessionLimit } from '../../api/set-session-limit';
import { useRgMutation } from '../../api/use-rg-mutation';
import { FormMessages } from '../FormMessages';
import { rgMessage } from '../rgError';
import { SESSION_UNITS, sessionLimitMinutes, sessionLimitParts, type SessionUnit } from './sessionLimit';

const sessionLimitFormBox2 = defineStyle(css`
  flex: 0 1 8rem;
`);
const sessionLimitFormBox3 = defineStyle(css`
  flex: 0 1 10rem;
`);
/** The session time limit: a number and its unit (minutes, hours, days), within 10 minutes and 720 hours; set or removed once. */
export function SessionLimitForm({ sessionLimit }: { sessionLimit: ResponsibleGaming['sessionLimit'] }) {
  const { t, i18n } = useTranslation();
  const once = useOnce();
  const initial = sessionLimit ? sessionLimitParts(sessionLimit.minutes) : { value: 1, unit: 'hours' as SessionUnit };
  const [value, setValue] = useState(sessionLimit ? String(initial.value) : '');
  const [unit, setUnit] = useState<SessionUnit>(initial.unit);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useRgMutation((api, minutes: number) => setSessionLimit(api, minutes));
  const remove = useRgMutation((api) => removeSessionLimit(api));
  const busy = save.isPending || remove.isPending;
  const describe = (minutes: number) => {
    const parts = sessionLimitParts(minutes);
    return t(`rg.session.${parts.unit}`, { count: parts.value });
  };
  const run = (task: () => Promise<unknown>, done: string) => {
    setProblem(null);
    setNotice(null);
    void once(() =>
      task().then(
        () => setNotice(done),
        (error: unknown) => setProblem(rgMessage(t, error, { locale: i18n.language })),
      ),
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = sessionLimitMinutes(value, unit);
    if ('problem' in result)
      return setProblem(
        t(`rg.session.problem.${result.problem}`, {
          bound: result.bound !== undefined ? t(`rg.session.${unit}`, { count: result.bound }) : '',
        }),
      );
    run(() => save.mutateAsync(result.minutes), t('rg.session.saved', { limit: describe(result.minutes) }));
  };
  return (
    <Stack as="form" gap="sm" onSubmit={onSubmit} noValidate data-testid="session-limit">
      <Text tone="inherit" data-testid="session-limit-current">
        {sessionLimit ? t('rg.session.current', { limit: describe(sessionLimit.minutes) }) : t('rg.session.none')}
      </Text>
      <Inline gap="sm" align="end">
        <div css={sessionLimitFormBox2}>
          <TextField
            label={t('rg.session.value')}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            disabled={busy}
            data-testid="session-limit-value"
          />
        </div>
        <div css={sessionLimitFormBox3}>
          <Select
            label={t('rg.session.unit')}
            value={unit}
            onChange={(e) => setUnit(e.target.value as SessionUnit)}
            options={(Object.keys(SESSION_UNITS) as SessionUnit[]).map((u) => ({
              value: u,
              label: t(`rg.session.unitName.${u}`),
            }))}
            disabled={busy}
            data-testid="session-limit-unit"
          />
        </div>
        <Button type="submit" loading={save.isPending} disabled={busy} data-testid="session-limit-save">
          {sessionLimit ? t('rg.limit.change') : t('rg.limit.set')}
        </Button>
        {sessionLimit && (
          <Button
            variant="ghost"
            onClick={() => run(() => remove.mutateAsync(undefined), t('rg.notice.removed'))}
            loading={remove.isPending}
            disabled={busy}
            data-testid="session-limit-remove"
          >
            {t('rg.limit.remove')}
          </Button>
        )}
      </Inline>
      <Text size="sm" tone="muted">
        {t('rg.session.hint')}
      </Text>
      <FormMessages problem={problem} notice={notice} />
    </Stack>
  );
}
