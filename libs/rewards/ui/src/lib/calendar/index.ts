export {
  rakebackDayViews,
  sampleRakebackDays,
  calendarStart,
  localIsoDay,
  customerDateOf,
  addDays,
  type RakebackDayView,
  type RakebackDayState,
} from './rakebackDays';
export { formatDay } from './format';
export { RakebackDayCard, type RakebackDayCardProps } from './RakebackDayCard';
export { RakebackCalendar, type RakebackCalendarProps } from './RakebackCalendar';
export { RakebackCarousel, type RakebackCarouselProps } from './RakebackCarousel';
export { CashbackAccumulator, type CashbackAccumulatorProps } from '../cashback/CashbackAccumulator';
export { CalendarAwardCard, type CalendarAwardCardProps } from '../cashback/CalendarAwardCard';
export { nextHalfHour } from '../cashback/nextHalfHour';
export {
  PromotionsCalendar,
  type PromotionsCalendarProps,
  type PromotionsCalendarDay,
} from '../promotions/PromotionsCalendar';
export { truncateTitle } from '../promotions/truncateTitle';
export { NewRewardsBox, type NewRewardsBoxProps, type NewReward } from '../promotions/NewRewardsBox';
