import { isApiError } from '@casino/api-client';
import { Card, Link, Skeleton, defineStyle } from '@casino/design-system';
import { CalendarAwardCard, CashbackAccumulator, nextHalfHour } from '@casino/rewards-ui';
import { DepositRequiredNotice, LoadFailure, RestrictedAccountNotice } from '@casino/page-ui';
import { loginModalUrl, useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { formatMoney, useTranslation, type TFunction } from '@casino/translate';
import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useClaimCashback } from '../../api/claim-cashback';
import { useCashback } from '../../api/get-cashback';
import { useCalendarAward } from '../../api/get-calendar-award';
import { useRewardCalendarOptOut } from '../calendar/calendarOptOut';
import { useAccountRestriction } from '@casino/session';

/** What a refused cashback claim says: the catalogue's codes (NO_CASHBACK, CASHBACK_NEED_DEPOSIT...), else try again. */
function cashbackError(error: unknown, t: TFunction): string {
  if (isApiError(error)) return t(`api.error.${error.code}`, { defaultValue: t('rewards.cashback.claimError') });
  return t('rewards.cashback.claimError');
}

const cashbackSectionFieldset = defineStyle(css`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
`);

/**
 * The cashback accumulator of a player with its countdown to the next half hour (one refresh at zero), the claim, and
 * the calendar award (polled every 15 s). A guest reads what cashback is and is asked to log in. A self-excluded or
 * frozen player's Claim is disabled, with the reason and its end date (and no call to deposit, which is closed too).
 */
export function CashbackSection() {
  const { t, i18n } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const noDeposit = useSession((s) => s.status === 'signedIn' && s.depositCount === 0);
  const pagePath = usePagePath();
  const location = useLocation();
  const cashback = useCashback();
  const award = useCalendarAward();
  // The calendar award belongs to the reward calendars a player may opt out of.
  const optedOut = useRewardCalendarOptOut();
  const claim = useClaimCashback();
  const restriction = useAccountRestriction();
  const inFlight = useRef(false);
  const [nextAt, setNextAt] = useState(() => nextHalfHour(Date.now()));
  // The half hour whose end has been handled already.
  const elapsedFor = useRef<number | null>(null);
  const [notice, setNotice] = useState<string>();

  if (!signedIn) {
    return (
      <Card>
        <p>{t('rewards.cashback.guest')}</p>
        <Link to={loginModalUrl(location)} appearance="primary" preventScrollReset>
          {t('shell.header.login')}
        </Link>
      </Card>
    );
  }
  if (cashback.isPending) return <Skeleton variant="rect" height="10rem" />;
  // Only when nothing was read: a failed re-read after a claim keeps the section and its button on screen.
  if (!cashback.data) {
    return (
      <LoadFailure
        message={t('rewards.cashback.loadError')}
        onRetry={() => void cashback.refetch()}
        retrying={cashback.isFetching}
      />
    );
  }
  const state = cashback.data;
  const onClaim = () => {
    if (inFlight.current || restriction) return;
    inFlight.current = true;
    setNotice(undefined);
    claim.mutate(undefined, {
      onSuccess: (data) =>
        setNotice(
          t('rewards.cashback.claimed', { amount: formatMoney(i18n.language, data.amount, data.currencyCode) }),
        ),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  return (
    <>
      {restriction ? (
        <RestrictedAccountNotice restriction={restriction} />
      ) : (
        noDeposit && (
          <DepositRequiredNotice message={t('rewards.cashback.depositRequired')} depositHref={pagePath('deposit')} />
        )
      )}
      {/* A disabled fieldset disables the accumulator's Claim for a restricted player. */}
      <fieldset disabled={Boolean(restriction)} css={cashbackSectionFieldset}>
        <CashbackAccumulator
          ngr={state.ngr}
          percent={state.percent}
          available={state.available}
          currencyCode={state.currencyCode}
          nextAt={nextAt}
          onElapsed={() => {
            // Once per half hour: fresh figures, and the countdown moves on to the next one. The countdown may report
            // zero on several ticks before it re-renders with the next half hour: only the first one reads again.
            if (elapsedFor.current === nextAt) return;
            elapsedFor.current = nextAt;
            void cashback.refetch({ cancelRefetch: false });
            setNextAt(nextHalfHour(Date.now()));
          }}
          onClaim={onClaim}
          claiming={claim.isPending}
          error={claim.isError ? cashbackError(claim.error, t) : undefined}
          notice={notice}
        />
      </fieldset>
      {award.data && !optedOut && (
        <CalendarAwardCard {...award.data.userCalendarData} currencyCode={state.currencyCode} />
      )}
    </>
  );
}
