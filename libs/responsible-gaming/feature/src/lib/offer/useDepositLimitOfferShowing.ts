import { usePageKey } from '@casino/page';
import { useSession } from '@casino/session';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLimits } from '../../api/get-limits';
import {
  depositLimitOfferDue,
  depositLimitOfferEligible,
  readOfferMark,
  writeOfferMark,
  type OfferMark,
} from './depositLimitOffer';

/**
 * When the deposit limit offer shows (`DepositLimitOffer`): to an eligible player once it is due and no `?modal=` dialog
 * is open, each showing a fresh round; declining it is remembered per player (in localStorage, and in this page's life
 * where storage refuses it), and a limit saved leaves its confirmation to announce.
 */
export function useDepositLimitOfferShowing() {
  const userId = useSession((s) => s.details?.getUser.userId ?? null);
  const depositCount = useSession((s) => s.depositCount);
  const currencyCode = useSession((s) => s.details?.getUser.currencyCode ?? 'EUR');
  const state = useLimits().data;
  const market = state?.market ?? 'default';
  const onDepositPage = usePageKey() === 'deposit';
  const otherDialog = new URLSearchParams(useLocation().search).has('modal');
  // Marks written in this page's life: they hold even where storage refuses them.
  const [remembered, setRemembered] = useState<Record<number, OfferMark>>({});
  const [shown, setShown] = useState<{ userId: number; atDeposit: boolean } | null>(null);
  // Each showing is a fresh dialog (empty form); the last one stays mounted for its close animation.
  const [round, setRound] = useState(0);
  const [confirmation, setConfirmation] = useState('');

  const mark = userId === null ? null : (remembered[userId] ?? readOfferMark(userId));
  const eligible =
    userId !== null && state !== undefined && depositLimitOfferEligible({ market, depositCount, limits: state.limits });
  const due = eligible && depositLimitOfferDue({ market, depositCount, limits: state.limits, mark, onDepositPage });
  const open = shown !== null && eligible && shown.userId === userId;

  const remember = useCallback((id: number, value: OfferMark) => {
    writeOfferMark(id, value);
    setRemembered((current) => ({ ...current, [id]: value }));
  }, []);

  useEffect(() => {
    if (!due || otherDialog || shown || userId === null) return;
    if (mark === null) remember(userId, 'offered');
    setConfirmation('');
    setShown({ userId, atDeposit: onDepositPage });
    setRound((r) => r + 1);
  }, [due, otherDialog, shown, userId, mark, onDepositPage, remember]);

  // The player deposited, set a limit elsewhere or changed: the offer goes without counting as declined.
  useEffect(() => {
    if (shown && !open) setShown(null);
  }, [shown, open]);

  const decline = () => {
    if (shown) remember(shown.userId, shown.atDeposit ? 'declinedAtDeposit' : 'offered');
    setShown(null);
  };
  const saved = (message: string) => {
    setConfirmation(message);
    setShown(null);
  };

  return { ready: state !== undefined, market, currencyCode, open, round, confirmation, decline, saved };
}
