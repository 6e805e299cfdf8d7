/** Query keys of responsible gaming, under its root (`['responsible-gaming']`). */
export const responsibleGamingKeys = {
  all: () => ['responsible-gaming'] as const,
  state: () => ['responsible-gaming', 'state'] as const,
  sessionSummary: () => ['responsible-gaming', 'session-summary'] as const,
};
