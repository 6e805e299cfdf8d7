/** Query keys of responsible gaming, under its root (`['responsible-gaming']`). */
export const rgKeys = {
  all: () => ['responsible-gaming'] as const,
  state: () => ['responsible-gaming', 'state'] as const,
  sessionSummary: () => ['responsible-gaming', 'session-summary'] as const,
};
