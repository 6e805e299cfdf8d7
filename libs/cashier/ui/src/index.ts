export { DepositResultModal, depositResultModals, type DepositResultKind, type DepositResultModalProps } from './lib/DepositResultModal';
