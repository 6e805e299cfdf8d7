import type { Bonus, UserBonus } from '@casino/api-contract';
import { Button, Link, Notice, Text } from '@casino/design-system';
import { loginModalUrl, useSession, useOnce } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useActivateBonus } from '../../api/activate-bonus';
import { useAccountRestriction } from '@casino/session';
import type { ActivationRefusal } from './activationError';

// The confirmation's code (and the dialog's) loads when a replacement has to be confirmed, not with the page; the
// email-verification notice when an activation is refused for it.
const ReplaceBonusDialog = lazy(() => import('./ReplaceBonusDialog'));
const EmailVerificationNotice = lazy(() =>
  import('./EmailVerificationNotice').then((m) => ({ default: m.EmailVerificationNotice })),
);

/** Where a bonus is used: deposit bonuses in the cashier with the bonus chosen, the rest on the slots page (catalogue section 2). */
export function useBonusDestination() {
  const pagePath = usePagePath();
  return (bonus: Pick<Bonus, 'id' | 'type'>) =>
    bonus.type === 'deposit'
      ? `${pagePath('deposit')}?${new URLSearchParams({ bonusId: String(bonus.id) })}`
      : pagePath('slots');
}

/**
 * The action of a promotion: log in (guest), activate (one request however often it is pressed, progress while it
 * waits), and what followed: the confirmation before a deposit bonus replaces the active one, the email-verification
 * notice with a resend, a translated refusal, or the way on (deposit with the bonus chosen, or play). A self-excluded or
 * frozen player's Activate is disabled and sends nothing (the list says why, once).
 */
export function BonusAction({ bonus }: { bonus: Bonus }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const destination = useBonusDestination();
  const activate = useActivateBonus();
  const once = useOnce();
  const restriction = useAccountRestriction();
  const [refusal, setRefusal] = useState<ActivationRefusal | null>(null);
  const [done, setDone] = useState<UserBonus | null>(null);

  if (!signedIn) {
    return (
      <Link to={loginModalUrl(location)} preventScrollReset appearance="primary" size="sm" data-testid="bonus-login">
        {t('rewards.bonus.loginToActivate')}
      </Link>
    );
  }

  const run = (confirmCancelActive?: boolean) => {
    if (restriction) return;
    void once(() =>
      activate.mutateAsync({ bonusId: bonus.id, ...(confirmCancelActive ? { confirmCancelActive } : {}) }).then(
        (data) => {
          setRefusal(null);
          setDone(data.userBonus);
        },
        // The refusals' words load with the first refusal, not with every promotions page.
        (error: unknown) =>
          import('./activationError').then(
            (m) => setRefusal(m.activationRefusal(t, error, { locale: i18n.language, bonus })),
            () => setRefusal({ kind: 'message', code: 'generic', message: t('rewards.activation.error.generic') }),
          ),
      ),
    );
  };

  const status = done?.status ?? bonus.userStatus;
  const waitingForDeposit = status === 'claimed' && bonus.type === 'deposit';
  const running = status === 'active';
  return (
    <>
      {waitingForDeposit || running ? (
        <Link
          to={destination(bonus)}
          appearance="primary"
          size="sm"
          data-testid={waitingForDeposit ? 'bonus-deposit' : 'bonus-play'}
        >
          {waitingForDeposit ? t('rewards.bonus.deposit') : t('rewards.bonus.play')}
        </Link>
      ) : (
        <Button
          variant="primary"
          size="sm"
          loading={activate.isPending}
          disabled={Boolean(restriction)}
          onClick={() => run()}
          data-testid="activate-bonus"
        >
          {t('rewards.bonus.activate')}
        </Button>
      )}
      {done && (
        <Text role="status" tone="inherit" data-testid="bonus-activated">
          {done.status === 'claimed' ? t('rewards.activation.claimed') : t('rewards.activation.activated')}
        </Text>
      )}
      {refusal?.kind === 'verifyEmail' && (
        <Suspense
          fallback={
            <Notice tone="danger" appearance="inline">
              {refusal.message}
            </Notice>
          }
        >
          <EmailVerificationNotice message={refusal.message} />
        </Suspense>
      )}
      {refusal?.kind === 'message' && (
        <Notice tone="danger" appearance="inline" data-testid="bonus-error" data-code={refusal.code}>
          {refusal.message}
        </Notice>
      )}
      {refusal?.kind === 'login' && (
        <Link to={loginModalUrl(location)} preventScrollReset>
          {t('rewards.bonus.loginToActivate')}
        </Link>
      )}
      {refusal?.kind === 'confirmReplace' && (
        <Suspense fallback={null}>
          <ReplaceBonusDialog
            name={bonus.banner.bannerTitle}
            pending={activate.isPending}
            onConfirm={() => run(true)}
            onClose={() => setRefusal(null)}
          />
        </Suspense>
      )}
    </>
  );
}
