import { css } from '@emotion/react';
import { SELF_EXCLUSION_DURATIONS, marketRules, type BodyOf, type endpoints } from '@casino/api-contract';
import { Button, Card, RadioGroup, Select, Skeleton, TextField, themed, defineStyle } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { useOnce } from '@casino/session';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import { useState, type FormEvent } from 'react';
import { useFreezeAccount } from '../../api/freeze-account';
import { useLimits } from '../../api/get-limits';
import { selfExclude, useRgMutation } from '../../api/limit-mutations';
import { FormMessages } from '../FormMessages';
import { rgMessage } from '../rgError';
import { exclusionEnd, type CustomUnit, type ExclusionDuration } from './exclusion';

type FreezeDays = BodyOf<typeof endpoints.freezeAccount>['days'];
/**
 * The catalogue's freeze options (`FREEZE_OPTIONS`: 1 day (24 h), 3, 7, 10 days), as the freeze call's body types them.
 * Not read from the constants module: that module sits in a chunk every page loads, and its labels would go with it.
 */
export const FREEZE_DAYS: readonly FreezeDays[] = [1, 3, 7, 10];

const confirmationBox = themed((th) => css`display: grid; gap: ${th.space.sm};`);
const confirmationText = defineStyle(css`margin: 0; font-weight: 700;`);
const confirmationBox2 = themed((th) => css`display: flex; flex-wrap: wrap; gap: ${th.space.sm};`);

/** The last step before an exclusion or a freeze: what it means, then the one button that sends it (or back). */
function Confirmation({ title, question, yes, onYes, onNo, pending, testId }: { title: string; question: string; yes: string; onYes: () => void; onNo: () => void; pending: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={title} data-testid={testId} css={confirmationBox}>
      <p css={confirmationText}>{question}</p>
      <div css={confirmationBox2}>
        <Button variant="danger" onClick={onYes} loading={pending} data-testid={`${testId}-yes`}>
          {yes}
        </Button>
        <Button variant="ghost" onClick={onNo} disabled={pending}>
          {t('rg.exclusion.confirmNo')}
        </Button>
      </div>
    </div>
  );
}

const selfExclusionStyle = themed((th) => css`display: grid; gap: ${th.space.md};`);
const selfExclusionFormText = defineStyle(css`margin: 0;`);
const selfExclusionFormBox = themed((th) => css`display: flex; flex-wrap: wrap; gap: ${th.space.sm}; align-items: end;`);
const selfExclusionFormBox2 = defineStyle(css`flex: 0 1 8rem;`);
const selfExclusionFormBox3 = defineStyle(css`flex: 0 1 10rem;`);

/**
 * Self-exclusion: a duration (1 hour to 1 month, permanent, or a custom number of days or months), the question whether it
 * covers every brand where the market asks it (MT), then a confirmation saying what it means (signed in, withdrawals
 * only, until when). One request.
 */
function SelfExclusionForm({ askAllBrands }: { askAllBrands: boolean }) {
  const { t, i18n } = useTranslation();
  const once = useOnce();
  const [duration, setDuration] = useState<ExclusionDuration>('1d');
  const [customValue, setCustomValue] = useState('');
  const [customUnit, setCustomUnit] = useState<CustomUnit>('days');
  const [allBrands, setAllBrands] = useState<'yes' | 'no' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const exclude = useRgMutation(selfExclude, { refreshUser: true });
  const end = exclusionEnd(duration, new Date(), { raw: customValue, unit: customUnit });
  const when = (date: Date) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (duration === 'custom' && !end) return setProblem(t('rg.exclusion.customProblem'));
    if (askAllBrands && allBrands === null) return setProblem(t('rg.exclusion.allBrandsProblem'));
    setConfirming(true);
  };
  const onConfirm = () => {
    setProblem(null);
    void once(() =>
      exclude
        .mutateAsync({ duration, ...(duration === 'custom' && end ? { until: end.toISOString() } : {}), ...(askAllBrands ? { allBrands: allBrands === 'yes' } : {}) })
        .then(
          () => setConfirming(false),
          (error: unknown) => setProblem(rgMessage(t, error, { locale: i18n.language })),
        ),
    );
  };

  return (
    <form onSubmit={onReview} noValidate data-testid="self-exclusion" css={selfExclusionStyle}>
      <p css={selfExclusionFormText}>{t('rg.exclusion.about')}</p>
      <RadioGroup
        legend={t('rg.exclusion.durationLegend')}
        name="exclusion-duration"
        direction="row"
        disabled={confirming}
        value={duration}
        onChange={setDuration}
        options={SELF_EXCLUSION_DURATIONS.map((d) => ({ value: d, label: t(`rg.exclusion.duration.${d}`) }))}
      />
      {duration === 'custom' && (
        <div css={selfExclusionFormBox}>
          <div css={selfExclusionFormBox2}>
            <TextField label={t('rg.exclusion.customValue')} inputMode="numeric" value={customValue} onChange={(e) => setCustomValue(e.target.value)} disabled={confirming} data-testid="exclusion-custom-value" />
          </div>
          <div css={selfExclusionFormBox3}>
            <Select
              label={t('rg.exclusion.customUnit')}
              value={customUnit}
              onChange={(e) => setCustomUnit(e.target.value as CustomUnit)}
              options={[
                { value: 'days', label: t('rg.exclusion.unit.days') },
                { value: 'months', label: t('rg.exclusion.unit.months') },
              ]}
              disabled={confirming}
            />
          </div>
        </div>
      )}
      {askAllBrands && (
        <RadioGroup
          legend={t('rg.exclusion.allBrandsQuestion')}
          name="exclusion-all-brands"
          direction="row"
          disabled={confirming}
          data-testid="exclusion-all-brands"
          value={allBrands}
          onChange={setAllBrands}
          options={[
            { value: 'yes', label: t('rg.exclusion.allBrandsYes') },
            { value: 'no', label: t('rg.exclusion.allBrandsNo') },
          ]}
        />
      )}
      {confirming ? (
        <Confirmation
          title={t('rg.exclusion.confirmTitle')}
          question={end ? t('rg.exclusion.confirmUntil', { date: when(end) }) : t('rg.exclusion.confirmPermanent')}
          yes={t('rg.exclusion.confirmYes')}
          onYes={onConfirm}
          onNo={() => setConfirming(false)}
          pending={exclude.isPending}
          testId="exclusion-confirm"
        />
      ) : (
        <div>
          <Button type="submit" variant="secondary" data-testid="exclusion-review">
            {t('rg.exclusion.review')}
          </Button>
        </div>
      )}
      <FormMessages problem={problem} />
    </form>
  );
}

const freezeStyle = themed((th) => css`display: grid; gap: ${th.space.md};`);
const freezeFormText = defineStyle(css`margin: 0;`);

/**
 * Account freeze for 1, 3, 7 or 10 days, after a confirmation: like a self-exclusion, the player stays signed in with a
 * withdraw-only account until it ends (the limits and the player's details are read again, so every page knows).
 */
function FreezeForm() {
  const { t, i18n } = useTranslation();
  const once = useOnce();
  const [days, setDays] = useState<FreezeDays>(1);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const freeze = useFreezeAccount();
  const onConfirm = () => {
    setProblem(null);
    void once(() =>
      freeze.mutateAsync(days).then(
        () => setConfirming(false),
        (error: unknown) => setProblem(rgMessage(t, error, { locale: i18n.language })),
      ),
    );
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
      noValidate
      data-testid="freeze"
      css={freezeStyle}
    >
      <p css={freezeFormText}>{t('rg.freeze.about')}</p>
      <RadioGroup
        legend={t('rg.freeze.legend')}
        name="freeze-days"
        direction="row"
        disabled={confirming}
        value={days}
        onChange={setDays}
        options={FREEZE_DAYS.map((option) => ({ value: option, label: t('rg.freeze.days', { count: option }) }))}
      />
      {confirming ? (
        <Confirmation
          title={t('rg.freeze.confirmTitle')}
          question={t('rg.freeze.confirm', { count: days })}
          yes={t('rg.freeze.confirmYes')}
          onYes={onConfirm}
          onNo={() => setConfirming(false)}
          pending={freeze.isPending}
          testId="freeze-confirm"
        />
      ) : (
        <div>
          <Button type="submit" variant="secondary" data-testid="freeze-review">
            {t('rg.freeze.review')}
          </Button>
        </div>
      )}
      <FormMessages problem={problem} />
    </form>
  );
}

const freezeAccountPageBox = themed((th) => css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${th.space.lg}; max-inline-size: 48rem;`);
const freezeAccountPageHeading = defineStyle(css`margin: 0;`);
const rgExcludedStyle = defineStyle(css`margin: 0;`);
const rgFrozenStyle = defineStyle(css`margin: 0;`);

/** /profile2/freeze-account: self-exclusion (or its status when one runs) and the account freeze. */
export function FreezeAccountPage() {
  const { t, i18n } = useTranslation();
  const page = usePageKey();
  const query = useLimits();
  const state = query.data;
  const when = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div css={freezeAccountPageBox}>
      <h1 css={freezeAccountPageHeading}>{t(`page.${page}.title`)}</h1>
      {query.isPending && <Skeleton variant="rect" height="16rem" />}
      {query.isError && !state && (
        <LoadFailure message={t('rg.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {state && (
        <>
          <Card as="section" title={t('rg.exclusion.title')} titleAs="h2">
            {state.selfExclusion ? (
              <p role="status" css={rgExcludedStyle} data-testid="rg-excluded">
                {state.selfExclusion.permanent ? t('rg.exclusion.activePermanent') : t('rg.exclusion.active', { date: when(state.selfExclusion.until ?? new Date().toISOString()) })}
                {state.selfExclusion.allBrands ? ` ${t('rg.exclusion.activeAllBrands')}` : ''}
              </p>
            ) : (
              <SelfExclusionForm askAllBrands={marketRules(state.market).askCrossBrandExclusion} />
            )}
          </Card>
          <Card as="section" title={t('rg.freeze.title')} titleAs="h2">
            {state.frozenUntil ? (
              <p role="status" css={rgFrozenStyle} data-testid="rg-frozen">
                {t('rg.freeze.active', { date: when(state.frozenUntil) })}
              </p>
            ) : (
              <FreezeForm />
            )}
          </Card>
        </>
      )}
    </div>
  );
}
