import { usePageKey } from '@casino/page';
import { useSession } from '@casino/session';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { OnboardingTour } from './OnboardingTour';
import { rememberTour, tourSeen } from './tourState';

export interface NewPlayerTourProps {
  /** Settings `onboardingTourEnabled`. */
  enabled: boolean;
  brandName: string;
}

/** How often a due tour looks again whether another dialog still holds the page. */
const WAIT_MS = 1_000;

function anotherDialogOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Opens the tour for a new player (signed in, no deposit yet) who has not finished or skipped it in this browser, on the
 * home page (where a new player lands and the tour's first steps point from; never in the middle of a task elsewhere),
 * once the page is free: not over a `?modal=` or another dialog (it waits for them to close, the deposit-limit offer
 * of the player's market first).
 */
export function NewPlayerTour({ enabled, brandName }: NewPlayerTourProps) {
  const userId = useSession((s) => (s.status === 'signedIn' ? (s.details?.getUser.userId ?? null) : null));
  const newPlayer = useSession((s) => s.status === 'signedIn' && s.depositCount === 0);
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [closedFor, setClosedFor] = useState<number | null>(null);
  const onHome = usePageKey() === 'home';
  const pageFree = onHome && !pathname.startsWith('/play/') && !new URLSearchParams(search).has('modal');
  const due = enabled && newPlayer && userId !== null && closedFor !== userId && !tourSeen(userId);

  useEffect(() => {
    if (!due || !pageFree || open) return;
    const tryOpen = () => {
      if (anotherDialogOpen()) return false;
      setOpen(true);
      return true;
    };
    if (tryOpen()) return;
    const timer = setInterval(() => {
      if (tryOpen()) clearInterval(timer);
    }, WAIT_MS);
    return () => clearInterval(timer);
  }, [due, pageFree, open]);

  // Signed out (or another player) while it is open: it goes.
  if (open && !due) setOpen(false);

  const close = (how: 'finished' | 'skipped') => {
    if (userId !== null) {
      rememberTour(userId, how);
      setClosedFor(userId);
    }
    setOpen(false);
  };

  return (
    <OnboardingTour
      open={open}
      brandName={brandName}
      onFinish={() => close('finished')}
      onSkip={() => close('skipped')}
    />
  );
}
