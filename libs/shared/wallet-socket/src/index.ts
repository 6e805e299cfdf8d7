export {
  connectWalletSocket,
  WALLET_SOCKET_EVENTS,
  warnInvalidWalletEvent,
  type WalletSocketConnection,
  type WalletSocketEventArgs,
  type WalletSocketEventHandler,
  type WalletSocketEventName,
  type WalletSocketIoFactory,
  type WalletSocketIoOptions,
  type WalletSocketLike,
  type WalletSocketOptions,
} from './lib/connectWalletSocket';
export { ACTIVITY_PING_MS, useWalletSocket, type UseWalletSocketOptions } from './lib/useWalletSocket';
