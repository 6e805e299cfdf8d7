export { OnboardingTour, type OnboardingTourProps } from './lib/OnboardingTour';
export { NewPlayerTour, type NewPlayerTourProps } from './lib/NewPlayerTour';
export { TOUR_STEPS, tourStorageKey, tourSeen, type TourStep } from './lib/tourState';
