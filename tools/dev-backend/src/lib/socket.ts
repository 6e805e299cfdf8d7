import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import * as z from 'zod/mini';
import { SOCKET_PATH, socketEvents, type SocketEventName, type SocketEventPayload } from '@casino/api-contract';
import type { AuthService } from './auth';

export const userRoom = (userId: number) => `user:${userId}`;

/**
 * socket.io on the same HTTP server. The handshake's `auth.token` puts the socket in its user's room; a
 * socket without a token is a guest (global events only); a bad or expired token is refused.
 */
export class SocketHub {
  readonly io: Server;

  constructor(server: HttpServer, auth: AuthService) {
    this.io = new Server(server, { path: SOCKET_PATH, cors: { origin: true, credentials: true } });
    this.io.use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (token === undefined || token === null || token === '') return next();
      if (typeof token !== 'string') return next(new Error('UNAUTHORIZED'));
      const result = await auth.fromToken(token).catch(() => ({ kind: 'invalid' as const }));
      if (result.kind !== 'ok') {
        return next(
          new Error(
            result.kind === 'expired'
              ? 'TOKEN_EXPIRED'
              : result.kind === 'session_limit'
                ? 'SESSION_TIMEOUT'
                : 'TOKEN_INVALID',
          ),
        );
      }
      socket.data.userId = result.user.id;
      await socket.join(userRoom(result.user.id));
      next();
    });
    // Signed-in sockets report activity (chat presence): connecting counts, then the client's `activity` pings.
    this.io.on('connection', (socket) => {
      const userId = socket.data.userId as number | undefined;
      if (userId === undefined) return;
      for (const listener of this.activityListeners) listener(userId, 'connect');
      socket.on('activity', () => {
        for (const listener of this.activityListeners) listener(userId, 'activity');
      });
      socket.on('disconnect', () => {
        for (const listener of this.activityListeners) listener(userId, 'disconnect');
      });
    });
  }

  private readonly activityListeners = new Set<(userId: number, kind: 'connect' | 'activity' | 'disconnect') => void>();

  /** Calls `listener` when a signed-in socket connects, sends an `activity` ping or disconnects; returns the unsubscribe. */
  onActivity(listener: (userId: number, kind: 'connect' | 'activity' | 'disconnect') => void): () => void {
    this.activityListeners.add(listener);
    return () => this.activityListeners.delete(listener);
  }

  /** Ids of the players with at least one connected socket. */
  connectedUserIds(): number[] {
    const ids = new Set<number>();
    for (const socket of this.io.sockets.sockets.values()) {
      const id = socket.data.userId as number | undefined;
      if (id !== undefined) ids.add(id);
    }
    return [...ids];
  }

  private check<E extends SocketEventName>(event: E, payload: unknown): SocketEventPayload<E> {
    const result = socketEvents[event].safeParse(payload);
    if (!result.success)
      throw new Error(`Socket event "${event}" broke the contract: ${z.prettifyError(result.error)}`);
    return payload as SocketEventPayload<E>;
  }

  /** Emits to every socket of a user; returns how many sockets got it. */
  emitToUser<E extends SocketEventName>(userId: number, event: E, payload: SocketEventPayload<E>): number {
    this.check(event, payload);
    const room = userRoom(userId);
    this.io.to(room).emit(event, payload);
    return this.io.sockets.adapter.rooms.get(room)?.size ?? 0;
  }

  emitToAll<E extends SocketEventName>(event: E, payload: SocketEventPayload<E>): number {
    this.check(event, payload);
    this.io.emit(event, payload);
    return this.io.sockets.sockets.size;
  }

  async disconnectUser(userId: number): Promise<void> {
    this.io.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Drops every socket; the HTTP server itself is closed by fastify. */
  close(): void {
    this.io.disconnectSockets(true);
    this.io.engine.close();
  }
}
