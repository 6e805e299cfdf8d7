export { RakebackSection, type RakebackSectionProps } from './lib/calendar/RakebackSection';
export { CashbackSection } from './lib/cashback/CashbackSection';
export { PromotionsPage } from './lib/promotions/PromotionsPage';
export { PromotionsCalendarModal, PROMOTIONS_CALENDAR_DAYS } from './lib/promotions/PromotionsCalendarModal';
export { PlayerRewards } from './lib/promotions/PlayerRewards';
export { bonusRunsOn } from './lib/promotions/bonusRunsOn';
export { rewardsKeys } from './api/rewards-keys';
export { PromotionsList, type PromotionsListProps } from './lib/bonuses/PromotionsList';
export { BonusAction } from './lib/bonuses/BonusAction';
export { MyBonuses } from './lib/bonuses/MyBonuses';
export { CouponForm } from './lib/bonuses/CouponForm';
export { BonusesPage, FreeMoneyPage, MyBonusesPage } from './lib/bonuses/BonusesPage';
export { VipClubPage } from './lib/loyalty/VipClubPage';
export {
  activationMessage,
  activationRefusal,
  ACTIVATION_MESSAGE_CODES,
  type ActivationRefusal,
} from './lib/bonuses/activationError';
