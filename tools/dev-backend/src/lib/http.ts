import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { errorEnvelope, type DataOf, type Endpoint, type ErrorCode } from '@casino/api-contract';
import type { Ctx, UserRow } from './context';

/** A business or request error answered with the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new ApiError(400, 'VALIDATION_ERROR', message, details);
export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND') => new ApiError(404, code, message);
/** Business rule refused (422). */
export const refused = (code: ErrorCode, message: string, details?: unknown) =>
  new ApiError(422, code, message, details);

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, details?: unknown) {
  const body = { success: false as const, error: { code, message, ...(details === undefined ? {} : { details }) } };
  const check = errorEnvelope.safeParse(body);
  if (!check.success) {
    return reply.code(500).send({
      success: false,
      error: { code: 'INTERNAL_ERROR', message: `Error body failed the contract: ${z.prettifyError(check.error)}` },
    });
  }
  return reply.code(status).send(body);
}

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** Signed-in user (always set when the endpoint's auth is 'required'). */
  user: E['auth'] extends 'required' ? UserRow : UserRow | null;
  token: string | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

function parsePart(schema: z.ZodMiniType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  // A path that does not fit its pattern names no resource: 404.
  if (!result.success && part === 'path') throw notFound(`No such resource: ${z.prettifyError(result.error)}`);
  if (!result.success) {
    throw badRequest(
      `Invalid ${part}: ${z.prettifyError(result.error)}`,
      result.error.issues.map((i) => ({ path: [part, ...i.path.map(String)].join('.'), message: i.message })),
    );
  }
  return result.data;
}

/**
 * Registers one contract endpoint: parses params/query/body with its schemas (400 on failure), checks the
 * bearer token, runs the handler and validates the answer against the response schema before sending
 * (a contract failure is a 500 naming the broken fields, so a test catches it).
 */
export interface RouteOptions<E extends Endpoint> {
  /** The game whose game sessions (launch tokens) count as their player on this call; other calls refuse them. */
  gameOf?: (params: Out<E['params']>) => string;
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  ctx: Ctx,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<DataOf<E>>,
  options: RouteOptions<E> = {},
): void {
  app[METHODS[endpoint.method]](endpoint.path, async (req, reply) => {
    const params = parsePart(endpoint.params, req.params, 'path') as Out<E['params']>;
    const query = parsePart(endpoint.query, req.query, 'query') as Out<E['query']>;
    const body = parsePart(endpoint.body, req.body, 'body') as Out<E['body']>;
    let user: UserRow | null = null;
    let token: string | null = null;
    if (endpoint.auth !== 'none') {
      const auth = await ctx.auth.fromRequest(req, options.gameOf ? { game: options.gameOf(params) } : {});
      if (auth.kind === 'ok') {
        user = auth.user;
        token = auth.token;
      } else if (endpoint.auth === 'required') {
        const messages = {
          missing: ['UNAUTHORIZED', 'Sign in required: no bearer token'],
          invalid: ['TOKEN_INVALID', 'Invalid or revoked access token'],
          expired: ['TOKEN_EXPIRED', 'Access token expired'],
          session_limit: ['SESSION_TIMEOUT', 'Session time limit reached'],
        } as const;
        const [code, message] = messages[auth.kind];
        return sendError(reply, 403, code, message);
      }
    }
    const data = await handler({ params, query, body, user, token, req, reply } as RouteInput<E>);
    const payload = endpoint.envelope === false ? data : { success: true, data };
    const check = endpoint.response.safeParse(payload);
    if (!check.success) {
      req.log.error({ issues: check.error.issues }, `contract violation on ${endpoint.method} ${endpoint.path}`);
      return sendError(
        reply,
        500,
        'INTERNAL_ERROR',
        `Dev backend answer broke the contract for ${endpoint.method} ${endpoint.path}: ${z.prettifyError(check.error)}`,
      );
    }
    return reply.code(200).send(payload);
  });
}
