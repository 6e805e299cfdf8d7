import type { Endpoint } from './common';
import * as bonuses from './bonuses';
import * as cashier from './cashier';
import * as chat from './chat';
import * as games from './games';
import * as geo from './geo';
import * as kyc from './kyc';
import * as limits from './limits';
import * as locales from './locales';
import * as payments from './payments';
import * as rakeback from './rakeback';
import * as referral from './referral';
import * as scripts from './scripts';
import * as settings from './settings';
import * as tournaments from './tournaments';
import * as tracking from './tracking';
import * as user from './user';
import * as withdrawals from './withdrawals';

/** Every API call, keyed by name. The api-client and the dev backend both read this. */
export const endpoints = {
  // spec section 7
  getSettings: settings.getSettings,
  getUserDetails: user.getUserDetails,
  getLocale: locales.getLocale,
  getScripts: scripts.getScripts,
  login: user.login,
  signUp: user.signUp,
  logout: user.logout,
  threeDsWebhook: cashier.threeDsWebhook,
  countryBlocked: tracking.countryBlocked,
  logEvent: tracking.logEvent,
  updateUserDetails: user.updateUserDetails,
  rakebackClaim: rakeback.rakebackClaim,
  getRakebackDays: rakeback.getRakebackDays,
  getCalendarAward: rakeback.getCalendarAward,
  getAllBonus: bonuses.getAllBonus,
  getPayments: payments.getPayments,
  getAllCountry: geo.getAllCountry,
  getCurrencies: geo.getCurrencies,
  getLocation: geo.getLocation,
  getRegistrationFields: geo.getRegistrationFields,
  getFullCategoryList: games.getFullCategoryList,
  // named by the spec without a shape, or implied by the catalogue: designed here
  getMirrorDomain: geo.getMirrorDomain,
  forgotPassword: user.forgotPassword,
  resetPassword: user.resetPassword,
  resendVerification: user.resendVerification,
  verifyEmail: user.verifyEmail,
  sendCredentials: user.sendCredentials,
  getUserBonus: bonuses.getUserBonus,
  activateBonus: bonuses.activateBonus,
  cancelBonus: bonuses.cancelBonus,
  applyCoupon: bonuses.applyCoupon,
  getLoyaltyLevels: bonuses.getLoyaltyLevels,
  getCashback: rakeback.getCashback,
  claimCashback: rakeback.claimCashback,
  createDeposit: cashier.createDeposit,
  getDeposit: cashier.getDeposit,
  cancelDeposit: cashier.cancelDeposit,
  getTransactions: cashier.getTransactions,
  getWallet: cashier.getWallet,
  calculateWithdrawal: withdrawals.calculateWithdrawal,
  confirmWithdrawal: withdrawals.confirmWithdrawal,
  getPendingWithdrawals: withdrawals.getPendingWithdrawals,
  cancelWithdrawal: withdrawals.cancelWithdrawal,
  getWithdrawals: withdrawals.getWithdrawals,
  getWithdrawalEligibility: withdrawals.getWithdrawalEligibility,
  getDocumentLabel: kyc.getDocumentLabel,
  getDocuments: kyc.getDocuments,
  uploadDocument: kyc.uploadDocument,
  getLimits: limits.getLimits,
  setLimit: limits.setLimit,
  removeLimit: limits.removeLimit,
  cancelPendingLimit: limits.cancelPendingLimit,
  confirmPendingLimit: limits.confirmPendingLimit,
  setRealityCheck: limits.setRealityCheck,
  getSessionSummary: limits.getSessionSummary,
  setSessionLimit: limits.setSessionLimit,
  removeSessionLimit: limits.removeSessionLimit,
  selfExclude: limits.selfExclude,
  freezeAccount: limits.freezeAccount,
  getGames: games.getGames,
  getProviders: games.getProviders,
  searchGames: games.searchGames,
  getGame: games.getGame,
  getFavorites: games.getFavorites,
  addFavorite: games.addFavorite,
  removeFavorite: games.removeFavorite,
  getRecentGames: games.getRecentGames,
  launchGame: games.launchGame,
  playRound: games.playRound,
  getWinners: games.getWinners,
  getJackpots: games.getJackpots,
  getTournaments: tournaments.getTournaments,
  getLeaderboard: tournaments.getLeaderboard,
  joinTournament: tournaments.joinTournament,
  getPlayerStats: tournaments.getPlayerStats,
  getReferral: referral.getReferral,
  claimReferral: referral.claimReferral,
  trackReferralVisit: referral.trackReferralVisit,
  getChatRooms: chat.getChatRooms,
  getChatMessages: chat.getChatMessages,
  sendChatMessage: chat.sendChatMessage,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
