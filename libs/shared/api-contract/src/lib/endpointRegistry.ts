// Every API call of the contract, one named export each: `endpoints` (endpoints.ts) is this module's namespace.
export { getSettings } from './settings';
export {
  getUserDetails,
  login,
  googleLogin,
  signUp,
  logout,
  updateUserDetails,
  forgotPassword,
  resetPassword,
  resendVerification,
  verifyEmail,
  sendCredentials,
} from './user';
export { getLocale } from './locales';
export { getScripts } from './scripts';
export { threeDsWebhook, createDeposit, getDeposit, cancelDeposit, getTransactions, getWallet } from './cashier';
export { countryBlocked, logEvent } from './tracking';
export { rakebackClaim, getRakebackDays, getCalendarAward, getCashback, claimCashback } from './rakeback';
export { getAllBonus, getUserBonus, activateBonus, cancelBonus, applyCoupon, getLoyaltyLevels } from './bonuses';
export { getPayments } from './payments';
export { getAllCountry, getCurrencies, getLocation, getRegistrationFields, getMirrorDomain } from './geo';
export {
  getFullCategoryList,
  getGames,
  getProviders,
  searchGames,
  getGame,
  getFavorites,
  addFavorite,
  removeFavorite,
  getRecentGames,
  getGameRounds,
  launchGame,
  playRound,
  getWinners,
  getJackpots,
} from './games';
export {
  calculateWithdrawal,
  confirmWithdrawal,
  getPendingWithdrawals,
  cancelWithdrawal,
  getWithdrawals,
  getWithdrawalEligibility,
} from './withdrawals';
export { getDocumentLabel, getDocuments, uploadDocument } from './kyc';
export {
  getLimits,
  setLimit,
  removeLimit,
  cancelPendingLimit,
  confirmPendingLimit,
  setRealityCheck,
  getSessionSummary,
  setSessionLimit,
  removeSessionLimit,
  selfExclude,
  freezeAccount,
  updatePreferences,
} from './limits';
export { getTournaments, getLeaderboard, joinTournament, getPlayerStats } from './tournaments';
export { getReferral, claimReferral, trackReferralVisit } from './referral';
export {
  getChatRooms,
  getChatMessages,
  sendChatMessage,
  getChatSettings,
  updateChatSettings,
  getChatPresence,
  setChatPresence,
} from './chat';
