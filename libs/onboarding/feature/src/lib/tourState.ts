/** Where this browser remembers that a player finished or skipped the tour. */
export function tourStorageKey(userId: number): string {
  return `casino.onboardingTour.${userId}`;
}

export function tourSeen(userId: number): boolean {
  try {
    return localStorage.getItem(tourStorageKey(userId)) !== null;
  } catch {
    // storage refused: better never than every page
    return true;
  }
}

export function rememberTour(userId: number, how: 'finished' | 'skipped') {
  try {
    localStorage.setItem(tourStorageKey(userId), how);
  } catch {
    // storage refused: nothing to remember with
  }
}

/** The tour's steps, in order: each names its translation keys `onboarding.<step>.title` and `.text`. */
export const TOUR_STEPS = ['welcome', 'games', 'deposit', 'limits'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];
