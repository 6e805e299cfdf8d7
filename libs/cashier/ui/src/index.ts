export {
  DepositResultModal,
  depositResultModals,
  type DepositResultKind,
  type DepositResultModalProps,
} from './lib/DepositResultModal';
export { WalletSummary, type WalletSummaryProps } from './lib/wallet/WalletSummary';
export {
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
  type PaymentMethodOption,
} from './lib/deposit/PaymentMethodPicker';
export { DepositAmountField, type DepositAmountFieldProps } from './lib/deposit/DepositAmountField';
export { WithdrawalCard, type WithdrawalCardProps } from './lib/withdraw/WithdrawalCard';
export { InstantAllowance } from './lib/withdraw/InstantAllowance';
export {
  DepositBonusPicker,
  type DepositBonusPickerProps,
  type DepositBonusOption,
} from './lib/deposit/DepositBonusPicker';
export { DepositNetworkPicker, type DepositNetworkPickerProps } from './lib/deposit/DepositNetworkPicker';
export { WithdrawQuote, type WithdrawQuoteProps } from './lib/withdraw/WithdrawQuote';
