import type { ChatPresence } from '@casino/api-contract';

/** The presence list after one player's change (the one-time removal notice is not kept in the list). */
export function mergePresence(current: readonly ChatPresence[] | undefined, entry: ChatPresence): ChatPresence[] {
  const { removedFromTables: _notice, ...clean } = entry;
  const list = (current ?? []).filter((p) => p.userId !== entry.userId);
  return [...list, clean].sort((a, b) => a.nickname.localeCompare(b.nickname));
}
