import { Heading, Skeleton, Stack } from '@casino/design-system';
import { LoadFailure, RestrictedAccountNotice } from '@casino/page-ui';
import {
  RakebackCalendar,
  RakebackCarousel,
  rakebackDayViews,
  sampleRakebackDays,
  type RakebackDayView,
} from '@casino/rewards-ui';
import { useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useRakebackDays } from '../../api/get-rakeback-days';
import { useRakebackClaim } from '../../api/rakeback-claim';
import { useAccountRestriction } from '@casino/session';
import { CalendarOptOutNotice, useRewardCalendarOptOut } from './calendarOptOut';
import { useToday } from './useToday';

import type { ClaimResult } from './ClaimResultDialog';

// The dialog's code loads with the first answer to a claim, not with the page.
const ClaimResultDialog = lazy(() => import('./ClaimResultDialog'));

export interface RakebackSectionProps {
  /** The strip that moves by itself (pages) or the four-week grid (the `?modal=rakeback` calendar). */
  variant: 'carousel' | 'grid';
}

/**
 * The rakeback calendar with its data: the player's 28 days (polled every 10 s) with Get on today and yesterday, or a
 * guest's sample amounts with no button. A claim sends one request however often Get is pressed, shows progress, and
 * ends in the spec's confirmation ([A] = amount and currency) or its error; the days and the balance are then read again.
 * A self-excluded or frozen player sees the days without Get, and why, with the end date.
 */
export function RakebackSection({ variant }: RakebackSectionProps) {
  // A player who opted out of reward calendars sees none (the full calendar, opened by its URL, says why).
  const optedOut = useRewardCalendarOptOut();
  if (optedOut) return variant === 'grid' ? <CalendarOptOutNotice /> : null;
  return <RakebackDays variant={variant} />;
}

/** The pages' rakeback strip under its heading (/promotions, /cashback); nothing for a player who opted out. */
export function RakebackStrip() {
  const { t } = useTranslation();
  if (useRewardCalendarOptOut()) return null;
  return (
    <Stack as="section" gap="sm" aria-labelledby="rakeback-heading">
      <Heading level={2} id="rakeback-heading">
        {t('rewards.rakeback.title')}
      </Heading>
      <RakebackSection variant="carousel" />
    </Stack>
  );
}

function RakebackDays({ variant }: RakebackSectionProps) {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const signedIn = status === 'signedIn';
  const currencyFromWallet = useSession((s) => s.wallet?.currencyCode);
  const today = useToday();
  const query = useRakebackDays();
  const claim = useRakebackClaim();
  const restriction = useAccountRestriction();
  const inFlight = useRef(false);
  const [claimingDate, setClaimingDate] = useState<string>();
  const [result, setResult] = useState<ClaimResult | null>(null);

  const currencyCode = query.data?.currencyCode ?? currencyFromWallet ?? 'EUR';
  const days = useMemo(
    () => rakebackDayViews(signedIn ? (query.data?.days ?? []) : sampleRakebackDays(today), { today, signedIn }),
    [signedIn, query.data, today],
  );

  // The same function from render to render: the day cards are memoised, and a new one drew all 28 again at each
  // change of the section (the claim's progress, its result, every poll of the days).
  const { mutate } = claim;
  const onClaim = useCallback(
    (day: RakebackDayView) => {
      // One claim at a time, whatever the clicks: the ref holds before React re-renders the button as busy.
      if (inFlight.current) return;
      inFlight.current = true;
      setClaimingDate(day.date);
      mutate(
        { bonusId: day.bonusId, claimDate: day.date },
        {
          onSuccess: (data) => setResult({ ok: true, amount: data.amount, currencyCode }),
          onError: () => setResult({ ok: false }),
          onSettled: () => {
            inFlight.current = false;
            setClaimingDate(undefined);
          },
        },
      );
    },
    [mutate, currencyCode],
  );

  if (signedIn && query.isPending) return <Skeleton variant="rect" height={variant === 'grid' ? '30rem' : '8rem'} />;
  if (signedIn && query.isError && !query.data) {
    return (
      <LoadFailure
        message={t('rewards.rakeback.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const calendarProps = {
    days,
    currencyCode,
    onClaim: signedIn && !restriction ? onClaim : undefined,
    claimingDate,
    label: t('rewards.rakeback.label'),
  };
  return (
    <>
      {!signedIn && <p>{t('rewards.rakeback.sample')}</p>}
      {restriction && <RestrictedAccountNotice restriction={restriction} />}
      {variant === 'grid' ? (
        <RakebackCalendar {...calendarProps} />
      ) : (
        <RakebackCarousel {...calendarProps} viewAllHref="?modal=rakeback" />
      )}
      {result && (
        <Suspense fallback={null}>
          <ClaimResultDialog result={result} onClose={() => setResult(null)} />
        </Suspense>
      )}
    </>
  );
}
