export { wageringProgress, contributionExamples, type WageringProgress } from './wagering';
export { WageringSummary, type WageringSummaryProps } from './WageringSummary';
export { BonusCard, bonusHeadline, type BonusCardProps } from './BonusCard';
export { UserBonusCard, type UserBonusCardProps } from './UserBonusCard';
export { ActiveBonusBadge, type ActiveBonusBadgeProps } from './ActiveBonusBadge';
export {
  depositBonus as sampleDepositBonus,
  freeSpinsBonus as sampleFreeSpinsBonus,
  activeUserBonus as sampleActiveUserBonus,
  cancelledSpins as sampleCancelledSpins,
  loyaltyLevels as sampleLoyaltyLevels,
} from './fixtures';
