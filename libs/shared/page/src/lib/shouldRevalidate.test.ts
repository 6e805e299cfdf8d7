import { describe, expect, it } from 'vitest';
import { pageShouldRevalidate } from './shouldRevalidate';

const args = (from: string, to: string, extra: Partial<Parameters<typeof pageShouldRevalidate>[0]> = {}) =>
  ({
    currentUrl: new URL(from, 'http://casino.test'),
    nextUrl: new URL(to, 'http://casino.test'),
    defaultShouldRevalidate: true,
    currentParams: {},
    nextParams: {},
    ...extra,
  }) as Parameters<typeof pageShouldRevalidate>[0];

describe("a page's loader runs again", () => {
  it('not when a modal opens or closes over the page', () => {
    expect(pageShouldRevalidate(args('/casino?sort=rtp', '/casino?sort=rtp&modal=login'))).toBe(false);
    expect(pageShouldRevalidate(args('/casino?modal=deposit-failed&met=Visa', '/casino'))).toBe(false);
  });

  it('when the page itself changes, after a form, or when React Router asks again for the same URL (sign-out)', () => {
    expect(pageShouldRevalidate(args('/casino?sort=rtp', '/casino?sort=name'))).toBe(true);
    expect(pageShouldRevalidate(args('/casino', '/casino?modal=login', { formMethod: 'POST' }))).toBe(true);
    expect(pageShouldRevalidate(args('/casino', '/casino'))).toBe(true);
  });
});
