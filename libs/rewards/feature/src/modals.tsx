// Loaded when a visitor first opens a rewards modal (`?modal=rakeback`, `?modal=calendar`).
import { QueryProvider } from '@casino/query';
import type { ReactElement } from 'react';
import { RakebackModal } from './lib/calendar/RakebackModal';
import { PromotionsCalendarModal } from './lib/promotions/PromotionsCalendarModal';

interface RewardsModalProps {
  open: boolean;
  onClose: () => void;
}

/** The rewards modals by `?modal=` name (spec section 2), for the app's modal registry. */
export const rewardsModals: Record<'rakeback' | 'calendar', (props: RewardsModalProps) => ReactElement> = {
  rakeback: (props) => (
    <QueryProvider>
      <RakebackModal {...props} />
    </QueryProvider>
  ),
  calendar: (props) => (
    <QueryProvider>
      <PromotionsCalendarModal {...props} />
    </QueryProvider>
  ),
};
