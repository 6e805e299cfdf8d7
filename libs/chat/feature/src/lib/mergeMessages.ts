import type { ChatMessage } from '@casino/api-contract';

/**
 * The room's messages after more arrived (a page, a catch-up, a socket event, the answer to a send): one per id,
 * oldest first. The same message may come both live and in a catch-up: it is kept once.
 */
export function mergeMessages(
  current: readonly ChatMessage[] | undefined,
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of current ?? []) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
