/** Query keys of the chat domain, under its root (`['chat']`). */
export const chatKeys = {
  all: () => ['chat'] as const,
  rooms: () => ['chat', 'rooms'] as const,
  messages: (roomId: number) => ['chat', 'messages', roomId] as const,
  settings: () => ['chat', 'settings'] as const,
  presence: () => ['chat', 'presence'] as const,
  gameRounds: () => ['chat', 'gameRounds'] as const,
};
