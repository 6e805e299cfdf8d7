import * as z from 'zod/mini';
import { idSchema, isoDateTime, ok, queryInt, type Endpoint } from './common';

/** Chat rooms. Designed here. Guests may read; sending needs a login. New messages also arrive as the
 * socket event `chatMessage`. */

export const chatRoom = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  language: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoom>;

/**
 * Designed here: the name colours a player may pick. Keys, not CSS: the front end maps each onto a theme token, so a
 * message never carries raw CSS (an older backend's `#rrggbb` is still accepted by clients that validate it).
 */
export const CHAT_NAME_COLORS = [
  'primary',
  'secondary',
  'accent',
  'success',
  'warning',
  'info',
  'danger',
  'link',
] as const;
export const chatNameColor = z.enum(CHAT_NAME_COLORS);
export type ChatNameColor = z.infer<typeof chatNameColor>;

/** Designed here: a message's text is 1 to 500 characters (trimmed). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** Designed here: nicknames are 3 to 20 letters, digits, `_`, `-` or `.`, unique. */
export const CHAT_NICKNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,20}$/u;
/** Designed here: a player may send 5 messages in 10 seconds; more answer 429 `RATE_LIMITED` with `{ retryAfterSeconds }`. */
export const CHAT_RATE_LIMIT = { messages: 5, windowSeconds: 10 } as const;

/** Designed here: a card a message may carry: the Game Pulse graph (net result of each recent round, oldest first). */
export const chatCard = z.object({
  kind: z.literal('gamePulse'),
  points: z.array(z.number().check(z.gte(-1_000_000), z.lte(1_000_000))).check(z.minLength(2), z.maxLength(50)),
});
export type ChatCard = z.infer<typeof chatCard>;

export const chatMessage = z.object({
  id: idSchema,
  roomId: idSchema,
  userId: idSchema,
  nickname: z.string(),
  nameColor: z.string(),
  text: z.string(),
  createdAt: isoDateTime,
  card: z.optional(chatCard),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const roomParams = z.object({ roomId: z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)) });

export const getChatRooms = {
  method: 'GET',
  path: '/api/chat/rooms',
  response: ok(z.array(chatRoom)),
  auth: 'none',
  designedHere: true,
} as const satisfies Endpoint;

export const getChatMessages = {
  method: 'GET',
  path: '/api/chat/rooms/:roomId/messages',
  params: roomParams,
  query: z.object({ limit: z.optional(queryInt), before: z.optional(queryInt), after: z.optional(queryInt) }),
  /** Oldest first. `before`: the page older than that id; `after` (designed here): what came after that id (a reconnect's catch-up). */
  response: ok(z.array(chatMessage)),
  auth: 'none',
  designedHere: true,
  errors: ['NOT_FOUND'],
} as const satisfies Endpoint;

export const sendChatMessage = {
  method: 'POST',
  path: '/api/chat/rooms/:roomId/messages',
  params: roomParams,
  body: z.object({
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX_LENGTH)),
    card: z.optional(chatCard),
  }),
  response: ok(chatMessage),
  auth: 'required',
  designedHere: true,
  /** `RATE_LIMITED` (429) carries `details: { retryAfterSeconds }`. */
  errors: ['NOT_FOUND', 'SELF_EXCLUDED', 'RATE_LIMITED', 'CHAT_DISABLED'],
} as const satisfies Endpoint;

/** Designed here: the player's chat identity (display settings such as dark/light and font size stay in the browser). */
export const chatSettings = z.object({ nameColor: chatNameColor, nickname: z.nullable(z.string()) });
export type ChatSettings = z.infer<typeof chatSettings>;

export const getChatSettings = {
  method: 'GET',
  path: '/api/chat/settings',
  response: ok(chatSettings),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const updateChatSettings = {
  method: 'PUT',
  path: '/api/chat/settings',
  body: z.object({
    nameColor: z.optional(chatNameColor),
    nickname: z.optional(
      z.string().check(z.trim(), z.regex(CHAT_NICKNAME_PATTERN, 'Nickname: 3 to 20 letters, digits, _ . or -')),
    ),
  }),
  /** The settings after the change; later messages carry them. */
  response: ok(chatSettings),
  auth: 'required',
  designedHere: true,
  errors: ['NICKNAME_TAKEN'],
} as const satisfies Endpoint;

/** Designed here: a signed-in player connected to the socket, online or away. */
export const presenceStatus = z.enum(['online', 'away']);
export type PresenceStatus = z.infer<typeof presenceStatus>;
export const chatPresence = z.object({
  userId: idSchema,
  nickname: z.string(),
  status: presenceStatus,
  /** Set once, to the player concerned, when they come back after 30 minutes away: they were taken off multiplayer tables. */
  removedFromTables: z.optional(z.boolean()),
});
export type ChatPresence = z.infer<typeof chatPresence>;

/**
 * Designed here: who is connected, each online or away (evaluated on the server's clock when asked). A signed-in
 * caller's own entry carries `removedFromTables` once after a long absence.
 */
export const getChatPresence = {
  method: 'GET',
  path: '/api/chat/presence',
  response: ok(z.array(chatPresence)),
  auth: 'optional',
  designedHere: true,
} as const satisfies Endpoint;

/** Designed here: the player sets themselves away (manual, until they set online again) or online. */
export const setChatPresence = {
  method: 'PUT',
  path: '/api/chat/presence',
  body: z.object({ status: presenceStatus }),
  response: ok(chatPresence),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;
