export { ChatLauncher } from './lib/ChatLauncher';
export { default as ChatPanel, type ChatPanelProps } from './lib/ChatPanel';
export {
  connectChatSocket,
  type ConnectChatSocket,
  type ChatSocketConnection,
  type ChatSocketHandlers,
} from './lib/chatSocket';
export { mergeMessages } from './lib/mergeMessages';
export { GamePulseChart } from './lib/GamePulseChart';
export { chatKeys } from './api/chat-keys';
