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

export const chatMessage = z.object({
  id: idSchema,
  roomId: idSchema,
  userId: idSchema,
  nickname: z.string(),
  nameColor: z.string(),
  text: z.string(),
  createdAt: isoDateTime,
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
  query: z.object({ limit: z.optional(queryInt), before: z.optional(queryInt) }),
  /** Oldest first. */
  response: ok(z.array(chatMessage)),
  auth: 'none',
  designedHere: true,
  errors: ['NOT_FOUND'],
} as const satisfies Endpoint;

export const sendChatMessage = {
  method: 'POST',
  path: '/api/chat/rooms/:roomId/messages',
  params: roomParams,
  body: z.object({ text: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) }),
  response: ok(chatMessage),
  auth: 'required',
  designedHere: true,
  errors: ['NOT_FOUND', 'SELF_EXCLUDED'],
} as const satisfies Endpoint;
