export {
  filterPaymentMethods,
  paymentMethodExclusion,
  paymentThumbnail,
  tagRestrictedCountriesFor,
  type PaymentAudience,
  type PaymentMethodExclusion,
} from './lib/methods/filterPaymentMethods';
export { getPayments, paymentsQueryOptions, usePayments } from './api/get-payments';
export { getWallet, walletQueryOptions, useWallet, WALLET_KEY } from './api/get-wallet';
export { WalletPage } from './lib/wallet/WalletPage';
export { DepositPage } from './lib/deposit/DepositPage';
export { depositRefusal, DEPOSIT_MESSAGE_CODES, type DepositRefusal } from './lib/deposit/depositError';
export {
  depositStep,
  stepUp,
  stepDown,
  depositRange,
  amountProblem,
  presetsFor,
  type AmountProblem,
} from './lib/deposit/amount';
export {
  cardDigits,
  formatCardNumber,
  luhnValid,
  formatExpiry,
  expiryProblem,
  cvcValid,
  type ExpiryProblem,
} from './lib/deposit/card';
