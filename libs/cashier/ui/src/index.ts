export { DepositResultModal, depositResultModals, type DepositResultKind, type DepositResultModalProps } from './lib/DepositResultModal';
export { WalletSummary, type WalletSummaryProps } from './lib/wallet/WalletSummary';
