import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorDetails } from './ApiError';

const refusal = (details: unknown) => new ApiError(422, 'LIMIT_CHANGE_COOLDOWN', 'x', { success: false, error: { code: 'LIMIT_CHANGE_COOLDOWN', message: 'x', details } }, 'PUT /api/user/limits', true);

describe('apiErrorDetails', () => {
  it('gives the details object of a refusal', () => {
    expect(apiErrorDetails(refusal({ nextChangeAt: '2026-11-25T12:00:00.000Z' }))).toEqual({ nextChangeAt: '2026-11-25T12:00:00.000Z' });
  });

  it('gives an empty object for anything else: no details, a list, no body, not a call error', () => {
    expect(apiErrorDetails(refusal(undefined))).toEqual({});
    expect(apiErrorDetails(refusal(['a']))).toEqual({});
    expect(apiErrorDetails(new ApiError(0, 'TIMEOUT', 'timeout', null, 'GET /x'))).toEqual({});
    expect(apiErrorDetails(new Error('boom'))).toEqual({});
  });
});
