/** Query keys of the account domain, under its root (`['account']`). */
export const accountKeys = {
  all: () => ['account'] as const,
  documentLabels: (language: string) => ['account', 'document-labels', language] as const,
  documents: () => ['account', 'documents'] as const,
  transactions: (query: object) => ['account', 'transactions', query] as const,
};
