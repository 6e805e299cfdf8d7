import * as z from 'zod/mini';
import type { DataOf, Endpoint } from './common';
import { errorEnvelope, type ErrorEnvelope } from './errors';

export type ApiErrorBody = ErrorEnvelope['error'];

export type ParsedAnswer<E extends Endpoint> =
  | { ok: true; status: number; data: DataOf<E> }
  | { ok: false; status: number; error: ApiErrorBody; malformed: boolean };

/**
 * The one gate every answer crosses on the client: a 200 must match the endpoint's schema, anything else must be
 * an error envelope. Malformed bodies become a readable INTERNAL_ERROR (`malformed: true`), never a crash.
 */
export function parseAnswer<E extends Endpoint>(endpoint: E, status: number, body: unknown): ParsedAnswer<E> {
  if (status === 200) {
    const result = endpoint.response.safeParse(body);
    if (result.success) {
      const value = result.data as { data?: unknown };
      return { ok: true, status, data: (endpoint.envelope === false ? value : value.data) as DataOf<E> };
    }
    return {
      ok: false,
      status,
      malformed: true,
      error: {
        code: 'INTERNAL_ERROR',
        message: `Malformed answer from ${endpoint.method} ${endpoint.path}: ${z.prettifyError(result.error)}`,
      },
    };
  }
  const envelope = errorEnvelope.safeParse(body);
  if (envelope.success) return { ok: false, status, malformed: false, error: envelope.data.error };
  const fallback =
    status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status === 503
          ? 'SERVICE_UNAVAILABLE'
          : status >= 500
            ? 'INTERNAL_ERROR'
            : 'VALIDATION_ERROR';
  return {
    ok: false,
    status,
    malformed: true,
    error: {
      code: fallback,
      message: `HTTP ${status} from ${endpoint.method} ${endpoint.path} without an error envelope`,
      details: body,
    },
  };
}
