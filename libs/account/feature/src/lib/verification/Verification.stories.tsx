import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DocumentLabel, UserDocument } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys } from '../../api/account-keys';
import { VerificationPage } from './VerificationPage';

const labels: DocumentLabel[] = [
  {
    id: 1,
    key: 'IDENTITY',
    name: 'Identity proof',
    description: 'Passport, ID card or driving licence',
    sides: ['front', 'back'],
  },
  {
    id: 2,
    key: 'ADDRESS',
    name: 'Proof of address',
    description: 'Utility bill or bank letter, under 3 months old',
    sides: ['front'],
  },
  {
    id: 3,
    key: 'BANK',
    name: 'Bank statement or card',
    description: 'Card front with middle digits hidden',
    sides: ['front'],
  },
];
const doc = (overrides: Partial<UserDocument>): UserDocument => ({
  id: 1,
  labelId: 1,
  side: 'front',
  fileName: 'passport-front.jpg',
  mimeType: 'image/jpeg',
  size: 120_000,
  status: 'pending',
  rejectReason: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

type Kind = 'new' | 'inReview' | 'mismatch';
const states: Record<
  Kind,
  { documents: UserDocument[]; kycStatus: string; profile: 'NOT_STARTED' | 'PENDING' | 'APPROVED' }
> = {
  new: { documents: [], kycStatus: 'NOT_STARTED', profile: 'NOT_STARTED' },
  inReview: {
    documents: [
      doc({ id: 1, status: 'confirmed' }),
      doc({
        id: 2,
        side: 'back',
        fileName: 'passport-back.jpg',
        status: 'rejected',
        rejectReason: 'The document is unreadable',
      }),
      doc({ id: 3, labelId: 2, fileName: 'bill.pdf', mimeType: 'application/pdf' }),
    ],
    kycStatus: 'PENDING',
    profile: 'PENDING',
  },
  mismatch: {
    documents: [
      doc({ id: 1, status: 'confirmed' }),
      doc({ id: 2, side: 'back', status: 'confirmed' }),
      doc({ id: 3, labelId: 2, status: 'confirmed' }),
    ],
    kycStatus: 'APPROVED',
    profile: 'PENDING',
  },
};

/** The documents already in the cache (no backend in Storybook). */
function Page({ kind }: { kind: Kind }) {
  const state = states[kind];
  const [user] = useState(() => userDetailsFixture({ getUser: { kycStatus: state.profile } }));
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } });
    for (const language of ['en', 'ar']) c.setQueryData(accountKeys.documentLabels(language), labels);
    c.setQueryData(accountKeys.documents(), { documents: state.documents, kycStatus: state.kycStatus });
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initial={sessionFromDetails(user)}>
        <VerificationPage />
      </SessionProvider>
    </QueryClientProvider>
  );
}

const meta = { title: 'Account/Verification', component: Page, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSentYet: Story = { args: { kind: 'new' } };
/** A confirmed side, a rejected one with its reason, one in review. */
export const InReview: Story = { args: { kind: 'inReview' } };
export const InReviewArabic: Story = { args: { kind: 'inReview' }, globals: { locale: 'ar' } };
/** Every document approved, the profile still lagging: the refresh. */
export const StatusMismatch: Story = { args: { kind: 'mismatch' } };
