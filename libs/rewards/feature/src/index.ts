export { RakebackSection, type RakebackSectionProps } from './lib/calendar/RakebackSection';
export { CashbackSection } from './lib/cashback/CashbackSection';
export { PromotionsPage } from './lib/promotions/PromotionsPage';
export { PromotionsCalendarModal, PROMOTIONS_CALENDAR_DAYS } from './lib/promotions/PromotionsCalendarModal';
export { PlayerRewards } from './lib/promotions/PlayerRewards';
export { bonusRunsOn } from './api/promotions-calendar';
export { calendarKeys } from './api/calendar-keys';
