/** Client-side failure codes, beside the contract's server codes (`DEPOSIT_COUNTRY_BLOCK`, ...). */
export type ClientErrorCode =
  'TIMEOUT' | 'NETWORK_ERROR' | 'MALFORMED_RESPONSE' | 'INVALID_RESPONSE' | 'NO_TOKEN' | 'HTTP_ERROR';

/**
 * Every failed call: a non-200 answer (with its body), a timeout, a network failure, or an answer that
 * does not match the contract. `code` is what the UI translates (`api.error.<code>`); `message` is for logs.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    readonly code: ClientErrorCode | (string & {}),
    message: string,
    /** The response body as sent (spec: "any non-200 answer is thrown as an error with the response body"). */
    readonly body: unknown,
    readonly endpoint: string,
    /** True when the server sent its own error envelope: `message` is then the server's words for the player. */
    readonly fromServer = false,
  ) {
    super(message);
  }

  /** Worth trying again: no answer, or the server's own trouble. Never a 4xx: the same request would fail the same way. */
  get retriable(): boolean {
    return isTransportFailure(this) || this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The codes of a call that got no answer: the budget ran out, or the request never reached a server. */
const TRANSPORT_FAILURES: readonly string[] = ['TIMEOUT', 'NETWORK_ERROR'] satisfies ClientErrorCode[];

/**
 * A call that got no answer at all (it timed out, or the network failed): the player's connection, not a refusal. The
 * one list of these codes: an error mapper asks this rather than naming them (lint: `casino/no-transport-error-codes`).
 * A server's own trouble (a 5xx) or an answer that could not be read is not one: the request may have gone through.
 */
export function isTransportFailure(error: unknown): error is ApiError & { code: 'TIMEOUT' | 'NETWORK_ERROR' } {
  return isApiError(error) && TRANSPORT_FAILURES.includes(error.code);
}

/**
 * The `details` object of a refusal's error envelope (limits, dates, ids the player's sentence names), or `{}` when the
 * error is not a call's, or the answer carried none.
 */
export function apiErrorDetails(error: unknown): Record<string, unknown> {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return {};
  const details = (error.body as { error?: { details?: unknown } }).error?.details;
  return typeof details === 'object' && details !== null && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : {};
}
