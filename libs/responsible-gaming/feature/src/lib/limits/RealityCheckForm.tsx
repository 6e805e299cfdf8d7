import { css } from '@emotion/react';
import { Button, Inline, Select, Stack, Text, defineStyle } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useState, type FormEvent } from 'react';
import { setRealityCheck } from '../../api/set-reality-check';
import { useRgMutation } from '../../api/use-rg-mutation';
import { FormMessages } from '../FormMessages';
import { rgMessage } from '../rgError';

const realityCheckFormBox2 = defineStyle(css`
  flex: 0 1 14rem;
`);

/** The reality check's interval, among the market's (UK: 15, 30 or 60 minutes), or off. */
export function RealityCheckForm({ intervals, current }: { intervals: readonly number[]; current: number | null }) {
  const { t, i18n } = useTranslation();
  const once = useOnce();
  const [value, setValue] = useState(current === null ? 'off' : String(current));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useRgMutation((api, minutes: number | null) => setRealityCheck(api, minutes));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = value === 'off' ? null : Number(value);
    setProblem(null);
    setNotice(null);
    void once(() =>
      save.mutateAsync(minutes).then(
        () => setNotice(minutes === null ? t('rg.reality.off') : t('rg.reality.saved', { minutes })),
        (error: unknown) => setProblem(rgMessage(t, error, { locale: i18n.language })),
      ),
    );
  };
  return (
    <Stack as="form" gap="sm" onSubmit={onSubmit} noValidate data-testid="reality-check">
      <Text tone="inherit">{t('rg.reality.about')}</Text>
      <Inline gap="sm" align="end">
        <div css={realityCheckFormBox2}>
          <Select
            label={t('rg.reality.label')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            options={[
              { value: 'off', label: t('rg.reality.offOption') },
              ...intervals.map((m) => ({ value: String(m), label: t('rg.reality.every', { minutes: m }) })),
            ]}
            disabled={save.isPending}
            data-testid="reality-check-interval"
          />
        </div>
        <Button type="submit" loading={save.isPending} data-testid="reality-check-save">
          {t('rg.reality.save')}
        </Button>
      </Inline>
      <FormMessages problem={problem} notice={notice} />
    </Stack>
  );
}
