import { endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { browserApiClient } from '@casino/session';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ReferralVisitTracker from '../../visit-tracker';
import { REFERRAL_CODE_KEY, trackReferralVisitOnce } from './referralVisit';

let posted: string[] = [];
let answer: () => Response | null = () => null;
mockServer(
  mockEndpoint(endpoints.trackReferralVisit, ({ body }) => {
    posted.push(body?.code ?? '');
    return answer();
  }),
);

beforeEach(() => {
  localStorage.clear();
  posted = [];
  answer = () => null;
});

const quiet = { log: vi.fn() };

describe('the referral visit tracker', () => {
  it('posts a visit once per code, and never again after a reload (the browser remembers it)', async () => {
    // The brand app mounts the tracker on a page with ?ref=; React's development double effects run it twice.
    const first = render(
      <StrictMode>
        <ReferralVisitTracker code="maxplayer" />
      </StrictMode>,
    );
    await waitFor(() => expect(localStorage.getItem('casino.referralVisit.MAXPLAYER')).toBe('tracked'));
    expect(posted).toEqual(['MAXPLAYER']);
    first.unmount();
    // A reload: a new page, the same link.
    render(<ReferralVisitTracker code="MAXPLAYER" />);
    expect(await trackReferralVisitOnce(browserApiClient(), 'MaxPlayer', quiet)).toBe('skipped');
    expect(posted).toEqual(['MAXPLAYER']);
  });

  it('counts another code on its own, and keeps the last code followed for sign-up', async () => {
    expect(await trackReferralVisitOnce(browserApiClient(), 'ALICE', quiet)).toBe('sent');
    expect(await trackReferralVisitOnce(browserApiClient(), 'BOB', quiet)).toBe('sent');
    expect(await trackReferralVisitOnce(browserApiClient(), 'ALICE', quiet)).toBe('skipped');
    expect(posted).toEqual(['ALICE', 'BOB']);
    expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBe('ALICE');
  });

  it('ignores a failure without a word to the visitor (it is logged), and tries again on a later visit', async () => {
    answer = () => contractError(503, 'SERVICE_UNAVAILABLE', 'down');
    const log = vi.fn();
    await expect(trackReferralVisitOnce(browserApiClient(), 'ALICE', { log })).resolves.toBe('failed');
    expect(log).toHaveBeenCalledOnce();
    expect(localStorage.getItem('casino.referralVisit.ALICE')).toBeNull();
    expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBeNull();
    answer = () => null;
    expect(await trackReferralVisitOnce(browserApiClient(), 'ALICE', quiet)).toBe('sent');
    expect(posted).toEqual(['ALICE', 'ALICE']);
  });

  it('asks about a code the backend does not know only once', async () => {
    answer = () => contractError(404, 'NOT_FOUND', 'no such code');
    expect(await trackReferralVisitOnce(browserApiClient(), 'NOPE', quiet)).toBe('failed');
    expect(await trackReferralVisitOnce(browserApiClient(), 'NOPE', quiet)).toBe('skipped');
    expect(posted).toEqual(['NOPE']);
    expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBeNull();
  });

  it('sends nothing for a value that cannot be a code', async () => {
    for (const value of ['', '   ', '<script>', 'a/b', 'x'.repeat(65)])
      expect(await trackReferralVisitOnce(browserApiClient(), value, quiet)).toBe('skipped');
    expect(posted).toEqual([]);
  });
});
