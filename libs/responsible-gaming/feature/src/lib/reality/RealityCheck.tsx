import { marketRules, type SessionSummary } from '@casino/api-contract';
import { Button, Dialog, Inline, Stack, Text } from '@casino/design-system';
import { useApiClient, useAuthActions, useSession } from '@casino/session';
import { formatMoney, useTranslation } from '@casino/translate';
import { useEffect, useRef, useState } from 'react';
import { useLimits } from '../../api/get-limits';
import { getSessionSummary } from '../../api/get-session-summary';
import { elapsedParts, nextRealityCheckAt } from './realityCheck';

/** The time of the check the player last answered, kept for the tab (a reload does not show it again at once). */
const SHOWN_KEY = 'casino.realityCheck.shownAt';
const readShown = () => {
  try {
    const value = Number(sessionStorage.getItem(SHOWN_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
};
const writeShown = (ms: number) => {
  try {
    sessionStorage.setItem(SHOWN_KEY, String(ms));
  } catch {
    // storage refused: the next check still comes, only a reload may show this one again
  }
};

/**
 * The reality check (UK RTS 13, and markets offering one): at the interval the player chose, counted from the start of
 * the session, a dialog with the time played and the net position of the session, and Continue or Stop (signs out).
 * Mounted for signed-in players after hydration; silent where the player has no interval.
 */
export default function RealityCheck() {
  const { t, i18n } = useTranslation();
  const api = useApiClient();
  const { signOut } = useAuthActions();
  const currencyFallback = useSession((s) => s.details?.getUser.currencyCode ?? 'EUR');
  const limits = useLimits();
  const interval =
    limits.data && marketRules(limits.data.market).realityCheckMinutes.length > 0
      ? (limits.data.realityCheckMinutes ?? null)
      : null;
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [shown, setShown] = useState<{ at: number; summary: SessionSummary } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (interval === null) return;
    const controller = new AbortController();
    getSessionSummary(api, { signal: controller.signal }).then(
      (summary) => setStartedAt(new Date(summary.startedAt).getTime()),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, interval]);

  useEffect(() => {
    if (interval === null || startedAt === null || shown) return;
    const due = nextRealityCheckAt(startedAt, interval, readShown());
    timer.current = setTimeout(
      () => {
        getSessionSummary(api).then(
          (summary) => {
            const at = Date.now();
            writeShown(at);
            setShown({ at, summary });
          },
          () => undefined,
        );
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer.current);
  }, [api, interval, startedAt, shown]);

  if (!shown) return null;
  const { summary } = shown;
  const currency = summary.currencyCode || currencyFallback;
  const money = (amount: number) => formatMoney(i18n.language, amount, currency);
  const signed = (amount: number) => formatMoney(i18n.language, amount, currency, { signed: true });
  const elapsed = elapsedParts(new Date(summary.startedAt).getTime(), shown.at);
  return (
    <Dialog
      open
      onClose={() => setShown(null)}
      title={t('rg.reality.dialogTitle')}
      closeLabel={t('rg.reality.continue')}
      footer={
        <Inline gap="sm" align="stretch">
          <Button onClick={() => setShown(null)} data-testid="reality-continue">
            {t('rg.reality.continue')}
          </Button>
          <Button variant="secondary" onClick={() => void signOut('USER_INITIATED')} data-testid="reality-stop">
            {t('rg.reality.stop')}
          </Button>
        </Inline>
      }
    >
      <Stack gap="sm" data-testid="reality-dialog">
        <Text tone="inherit" data-testid="reality-elapsed">
          {t('rg.reality.elapsed', { hours: elapsed.hours, minutes: elapsed.minutes })}
        </Text>
        <Text tone="inherit" data-testid="reality-net">
          {t(summary.net < 0 ? 'rg.reality.netDown' : 'rg.reality.netUp', {
            net: summary.net < 0 ? money(-summary.net) : signed(summary.net),
            bets: money(summary.bets),
            wins: money(summary.wins),
          })}
        </Text>
      </Stack>
    </Dialog>
  );
}
