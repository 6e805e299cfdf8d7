import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import { DAY_MS } from './clock';
import { one, type Db } from './db';
import type { UserRow } from './context';
import { newToken } from './util';

/** Access tokens live 30 days (the access-token cookie's max age), measured on the dev clock. */
export const TOKEN_TTL_MS = 30 * DAY_MS;

export type AuthResult =
  | { kind: 'ok'; user: UserRow; token: string }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'session_limit' };

export interface TokenOptions {
  /** The game whose round is being played: a game session for that game counts as its player. */
  game?: string;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  static tokenOf(req: FastifyRequest): string | null {
    const header = req.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    return match?.[1]?.trim() || null;
  }

  async fromRequest(req: FastifyRequest, options: TokenOptions = {}): Promise<AuthResult> {
    const token = AuthService.tokenOf(req);
    if (!token) return { kind: 'missing' };
    return this.fromToken(token, options);
  }

  /**
   * The player a token belongs to. A game session (see `createGameSession`) counts only where `options.game` names
   * its game, and only while the session it was opened from lives; anywhere else it is an invalid token.
   */
  async fromToken(token: string, options: TokenOptions = {}): Promise<AuthResult> {
    const session = await one<{
      user_id: number;
      created_at: Date;
      expires_at: Date;
      revoked_at: Date | null;
      game_slug: string | null;
      parent_token: string | null;
      parent_revoked_at: Date | null;
      session_minutes: number | null;
    }>(
      this.db,
      `SELECT s.user_id, s.created_at, s.expires_at, s.revoked_at, s.game_slug, s.parent_token, p.revoked_at AS parent_revoked_at,
         l.amount AS session_minutes
       FROM sessions s LEFT JOIN sessions p ON p.token = s.parent_token
       LEFT JOIN limits l ON l.user_id = s.user_id AND l.type = 'session' WHERE s.token = $1`,
      [token],
    );
    if (!session || session.revoked_at) return { kind: 'invalid' };
    if (session.game_slug !== null && (session.game_slug !== options.game || session.parent_revoked_at))
      return { kind: 'invalid' };
    const now = this.clock.nowMs();
    if (new Date(session.expires_at).getTime() <= now) return { kind: 'expired' };
    // A session time limit ends the session that long after login.
    if (
      session.session_minutes !== null &&
      new Date(session.created_at).getTime() + session.session_minutes * 60_000 <= now
    ) {
      return { kind: 'session_limit' };
    }
    const user = await one<UserRow>(this.db, 'SELECT * FROM users WHERE id = $1', [session.user_id]);
    if (!user) return { kind: 'invalid' };
    return { kind: 'ok', user, token };
  }

  async createSession(userId: number, ip: string): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.db.query(
      'INSERT INTO sessions (token, user_id, created_at, expires_at, ip) VALUES ($1, $2, $3, $4, $5)',
      [token, userId, now, new Date(now.getTime() + TOKEN_TTL_MS), ip],
    );
    return token;
  }

  /**
   * A launch token for one game (what a provider's game session is): the game page sends it as its bearer token on
   * that game's round call. It is that player for that game only (nowhere else, not on the socket), shares the
   * lifetime of the session it was opened from (login time for the session limit, expiry), and dies with it
   * (logout, a password reset).
   */
  async createGameSession(parentToken: string, gameSlug: string): Promise<string> {
    const token = newToken();
    const res = await this.db.query(
      `INSERT INTO sessions (token, user_id, created_at, expires_at, ip, parent_token, game_slug)
       SELECT $1, user_id, created_at, expires_at, ip, token, $3 FROM sessions WHERE token = $2 AND revoked_at IS NULL AND game_slug IS NULL`,
      [token, parentToken, gameSlug],
    );
    if (!res.affectedRows) throw new Error('createGameSession: the parent session is gone');
    return token;
  }

  async revoke(token: string, reason: string): Promise<void> {
    await this.db.query(
      'UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE token = $1 AND revoked_at IS NULL',
      [token, this.clock.now(), reason],
    );
  }

  async revokeAll(userId: number, reason: string): Promise<void> {
    await this.db.query(
      'UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, this.clock.now(), reason],
    );
  }
}
