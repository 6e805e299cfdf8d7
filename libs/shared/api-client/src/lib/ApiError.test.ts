import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorDetails, isTransportFailure } from './ApiError';

const refusal = (details: unknown) =>
  new ApiError(
    422,
    'LIMIT_CHANGE_COOLDOWN',
    'x',
    { success: false, error: { code: 'LIMIT_CHANGE_COOLDOWN', message: 'x', details } },
    'PUT /api/user/limits',
    true,
  );

describe('apiErrorDetails', () => {
  it('gives the details object of a refusal', () => {
    expect(apiErrorDetails(refusal({ nextChangeAt: '2026-11-25T12:00:00.000Z' }))).toEqual({
      nextChangeAt: '2026-11-25T12:00:00.000Z',
    });
  });

  it('gives an empty object for anything else: no details, a list, no body, not a call error', () => {
    expect(apiErrorDetails(refusal(undefined))).toEqual({});
    expect(apiErrorDetails(refusal(['a']))).toEqual({});
    expect(apiErrorDetails(new ApiError(0, 'TIMEOUT', 'timeout', null, 'GET /x'))).toEqual({});
    expect(apiErrorDetails(new Error('boom'))).toEqual({});
  });
});

describe('isTransportFailure', () => {
  const error = (status: number, code: string) => new ApiError(status, code, 'x', null, 'GET /x');

  it('is true for a call that got no answer: a timeout or a network failure', () => {
    expect(isTransportFailure(error(0, 'TIMEOUT'))).toBe(true);
    expect(isTransportFailure(error(0, 'NETWORK_ERROR'))).toBe(true);
  });

  it('is false for an answer, even a failing or unreadable one, and for anything not a call error', () => {
    expect(isTransportFailure(error(503, 'SERVICE_UNAVAILABLE'))).toBe(false);
    expect(isTransportFailure(error(500, 'INTERNAL_ERROR'))).toBe(false);
    expect(isTransportFailure(error(200, 'MALFORMED_RESPONSE'))).toBe(false);
    expect(isTransportFailure(error(422, 'SELF_EXCLUDED'))).toBe(false);
    expect(isTransportFailure(new Error('TIMEOUT'))).toBe(false);
    expect(isTransportFailure({ code: 'NETWORK_ERROR' })).toBe(false);
  });

  it('makes a timeout and a network failure worth retrying, as a 5xx is', () => {
    expect(error(0, 'TIMEOUT').retriable).toBe(true);
    expect(error(0, 'NETWORK_ERROR').retriable).toBe(true);
    expect(error(502, 'HTTP_ERROR').retriable).toBe(true);
    expect(error(400, 'VALIDATION_ERROR').retriable).toBe(false);
  });
});
