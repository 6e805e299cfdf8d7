import { css } from '@emotion/react';
import {
  marketRules,
  missingMandatoryLimits,
  type LimitPeriod,
  type LimitType,
  type ResponsibleGaming,
} from '@casino/api-contract';
import { Card, Heading, Link, Notice, Skeleton, Stack, Text, themed, defineStyle } from '@casino/design-system';
import { useAppSettings, usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import { useEffect, useState } from 'react';
import { useLimits } from '../../api/get-limits';
import { PreferencesForm } from '../preferences/PreferencesForm';
import { LimitRow } from './LimitRow';
import { RealityCheckForm } from './RealityCheckForm';
import { SessionLimitForm } from './SessionLimitForm';

const MONEY_LIMITS: readonly { type: LimitType; periods: readonly LimitPeriod[] }[] = [
  { type: 'deposit', periods: [0, 1, 2] },
  { type: 'bet', periods: [0, 1, 2] },
  { type: 'loss', periods: [0, 1, 2] },
  // The catalogue's monthly winnings limit (it adjusts with play).
  { type: 'winnings', periods: [2] },
];

/**
 * "Now" for the page's countdowns (the bet limit's hour): the time the limits were read, which the server render and the
 * hydration share (no mismatch), then the browser's clock every 30 seconds once mounted.
 */
function usePageNow(readAt: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    setTick(Date.now());
    const timer = setInterval(() => setTick(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(readAt, tick);
}

/** "a, b and c" in the page's language. */
const listOf = (locale: string, items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);

const marketSummaryList = themed(
  (th) => css`
    margin: 0;
    padding-inline-start: ${th.space.lg};
    display: grid;
    gap: ${th.space.xs};
  `,
);

/** What the player's market asks and gives, in words (nothing for the default market). */
function MarketSummary({ state }: { state: ResponsibleGaming }) {
  const { t, i18n } = useTranslation();
  const market = state.market ?? 'default';
  if (market === 'default') return null;
  const rules = marketRules(market);
  const hours = Math.round(rules.increaseDelayMs / 3_600_000);
  const items = [
    rules.increaseDelayMs > 0 &&
      t(rules.increaseNeedsConfirmation ? 'rg.market.increaseConfirm' : 'rg.market.increase', { hours }),
    t('rg.market.decrease'),
    rules.mandatoryLimits.length > 0 &&
      t('rg.market.mandatory', {
        limits: listOf(
          i18n.language,
          rules.mandatoryLimits.map((kind) => t(`rg.mandatory.${kind}`)),
        ),
      }),
    rules.realityCheckMinutes.length > 0 && t('rg.market.reality'),
    rules.askCrossBrandExclusion && t('rg.market.crossBrand'),
    !rules.withdrawalReversal && t('rg.market.noReversal'),
  ].filter((item): item is string => typeof item === 'string');
  return (
    <Card
      as="section"
      title={t('rg.market.title', { market: t(`rg.market.name.${market}`) })}
      titleAs="h2"
      data-testid="rg-market"
      data-market={market}
    >
      <ul css={marketSummaryList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}

const limitsPageBox = defineStyle(css`
  max-inline-size: 56rem;
`);

/**
 * /profile2/limits: the player's limits (deposit, bet, loss per day, week and month; the monthly winnings limit), with
 * what is used and what is pending; the session time limit; the reality check where the market has one; the rules of
 * the player's market and the limits it wants before play.
 */
export function LimitsPage() {
  const { t, i18n } = useTranslation();
  const page = usePageKey();
  const pagePath = usePagePath();
  const query = useLimits();
  const now = usePageNow(query.dataUpdatedAt);
  const currencyCode = useSession((s) => s.wallet?.currencyCode ?? s.details?.getUser.currencyCode) ?? 'EUR';
  const state = query.data;
  const rules = marketRules(state?.market);
  const settings = useAppSettings();
  const ghostMode = settings?.ghostModeEnabled ?? false;
  const calendars = Boolean(settings?.calendarEnabled || settings?.rakebackEnabled);
  const missing = state
    ? missingMandatoryLimits(state.market, {
        deposit: state.limits.some((l) => l.type === 'deposit'),
        bet: state.limits.some((l) => l.type === 'bet'),
        session: state.sessionLimit !== null,
      })
    : [];
  return (
    <Stack gap="lg" css={limitsPageBox}>
      <Heading level={1}>{t(`page.${page}.title`)}</Heading>
      <Text>{t('rg.intro')}</Text>
      {query.isPending && <Skeleton variant="rect" height="16rem" />}
      {query.isError && !state && (
        <LoadFailure message={t('rg.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {state && (
        <>
          {state.selfExclusion && (
            <p role="status" data-testid="rg-excluded">
              {state.selfExclusion.permanent
                ? t('rg.exclusion.activePermanent')
                : t('rg.exclusion.active', {
                    date: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(state.selfExclusion.until ?? now),
                    ),
                  })}
            </p>
          )}
          {missing.length > 0 && (
            <Notice tone="warning" urgency="assertive" data-testid="rg-mandatory">
              {t('rg.mandatoryNotice', {
                limits: listOf(
                  i18n.language,
                  missing.map((kind) => t(`rg.mandatory.${kind}`)),
                ),
              })}
            </Notice>
          )}
          <MarketSummary state={state} />
          {MONEY_LIMITS.map(({ type, periods }) => (
            <Card
              key={type}
              as="section"
              title={t(`rg.limit.${type}.title`)}
              titleAs="h2"
              data-testid={`limits-${type}`}
            >
              <Stack gap="sm">
                <Text tone="inherit">{t(`rg.limit.${type}.about`)}</Text>
                {type === 'bet' && (
                  <Text size="sm" tone="muted" data-testid="bet-limit-rules">
                    {t('rg.bet.rules')} <Link to={pagePath('contacts')}>{t('rg.bet.contact')}</Link>
                  </Text>
                )}
                {periods.map((period) => (
                  <LimitRow
                    key={`${type}-${period}`}
                    type={type}
                    period={period}
                    limit={state.limits.find((l) => l.type === type && l.period === period)}
                    currencyCode={currencyCode}
                    increaseDelayMs={rules.increaseDelayMs}
                    now={now}
                  />
                ))}
              </Stack>
            </Card>
          ))}
          <Card as="section" title={t('rg.session.title')} titleAs="h2">
            <SessionLimitForm key={state.sessionLimit?.setAt ?? 'none'} sessionLimit={state.sessionLimit} />
          </Card>
          {rules.realityCheckMinutes.length > 0 && (
            <Card as="section" title={t('rg.reality.title')} titleAs="h2">
              <RealityCheckForm intervals={rules.realityCheckMinutes} current={state.realityCheckMinutes ?? null} />
            </Card>
          )}
          {(ghostMode || calendars) && (
            <Card as="section" title={t('rg.preferences.title')} titleAs="h2" data-testid="rg-privacy">
              <PreferencesForm ghostMode={ghostMode} calendars={calendars} />
            </Card>
          )}
          <Text>
            <Link to={pagePath('freezeAccount')}>{t('rg.toExclusion')}</Link>
          </Text>
        </>
      )}
    </Stack>
  );
}
