export { loyaltyStanding, groupLevels, type LoyaltyStanding } from './loyalty';
export { LoyaltyLadder, type LoyaltyLadderProps } from './LoyaltyLadder';
