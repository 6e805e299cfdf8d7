import { endpoints, UPLOAD_MAX_BYTES, type BodyOf, type DocumentLabel, type UserDocument } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { VerificationPage } from './VerificationPage';

const labels: DocumentLabel[] = [
  {
    id: 1,
    key: 'IDENTITY',
    name: 'Identity proof',
    description: 'Passport, ID card or driving licence',
    sides: ['front', 'back'],
  },
  { id: 2, key: 'ADDRESS', name: 'Proof of address', description: 'Utility bill', sides: ['front'] },
];
const doc = (overrides: Partial<UserDocument>): UserDocument => ({
  id: 1,
  labelId: 1,
  side: 'front',
  fileName: 'passport.jpg',
  mimeType: 'image/jpeg',
  size: 1000,
  status: 'pending',
  rejectReason: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

let documents: UserDocument[] = [];
let kycStatus = 'NOT_STARTED';
let uploads: BodyOf<typeof endpoints.uploadDocument>[] = [];
let uploadDelay = 30;
let uploadAnswer: (() => Response) | null = null;
mockServer(
  mockEndpoint(endpoints.getDocumentLabel, () => labels),
  mockEndpoint(endpoints.getDocuments, () => ({ documents, kycStatus })),
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.uploadDocument, async ({ body }) => {
    const b = body as BodyOf<typeof endpoints.uploadDocument>;
    uploads.push(b);
    await delay(uploadDelay);
    if (uploadAnswer) return uploadAnswer();
    const d = doc({
      id: 100 + uploads.length,
      labelId: b.labelId,
      side: b.side,
      fileName: b.fileName,
      mimeType: b.mimeType,
      status: 'pending',
    });
    documents = [...documents, d];
    kycStatus = 'PENDING';
    return { document: d };
  }),
);

beforeEach(() => {
  documents = [];
  kycStatus = 'NOT_STARTED';
  uploads = [];
  uploadDelay = 30;
  uploadAnswer = null;
  saveAccessToken('player-token');
});

const slot = (key: string, side: string) =>
  screen
    .getAllByTestId('document-slot')
    .find((s) => s.dataset['label'] === key && s.dataset['side'] === side) as HTMLElement;
/** Every document slot shown (a miss while waiting is an empty list, not an error that prints the whole page). */
const slotsShown = () => waitFor(() => expect(screen.queryAllByTestId('document-slot')).toHaveLength(3));
/**
 * The element with test id `testId` in `scope` once it is shown: findByTestId without its failures while it waits, each
 * of which printed the whole page into its message. Past the timeout, waitFor prints the page once.
 */
const shownIn = (scope: () => HTMLElement, testId: string) =>
  waitFor(() => {
    const found = within(scope()).queryByTestId(testId);
    if (!found) throw new Error(`Not shown yet: data-testid="${testId}"`);
    return found;
  });
/**
 * The element showing `text`, checked for its role (and a heading for its `level`): a role query with a name computes
 * the styles of every candidate on the page and of their ancestors (in jsdom, each through every style rule).
 */
const byText = (
  role: 'heading' | 'button',
  text: string,
  { level, scope = document.body }: { level?: number; scope?: HTMLElement } = {},
) => {
  const found = within(scope).getByText(text);
  expect(found).toHaveRole(role);
  if (level) expect(found.tagName).toBe(`H${level}`);
  return found;
};
/** The message of a slot once shown, checked to be an alert (see `byText`). */
const alertIn = async (key: string, side: string) => {
  const message = await shownIn(() => slot(key, side), 'upload-message');
  expect(message).toHaveRole('alert');
  return message;
};
const render = () => renderPage(<VerificationPage />, { user: userDetailsFixture(), route: '/profile/verify' });
const file = (name: string, type: string, size = 8) => {
  const f = new File(['%PDF-1.4'], name, { type });
  if (size !== 8) Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('VerificationPage', () => {
  it('lists every side of every document the back office asks for, with its status and the reason of a rejection', async () => {
    documents = [
      doc({ id: 1, status: 'confirmed' }),
      doc({ id: 2, side: 'back', status: 'rejected', rejectReason: 'The document is unreadable' }),
      doc({ id: 3, labelId: 2, fileName: 'bill.pdf', status: 'pending' }),
    ];
    kycStatus = 'PENDING';
    render();
    await slotsShown();
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('Verification in review');
    expect(within(slot('IDENTITY', 'front')).getByTestId('document-status')).toHaveTextContent('Confirmed');
    expect(within(slot('IDENTITY', 'front')).queryByTestId('upload-choose')).not.toBeInTheDocument();
    expect(slot('IDENTITY', 'back')).toHaveTextContent('rejected: The document is unreadable. Please send it again.');
    expect(byText('button', 'Send it again', { scope: slot('IDENTITY', 'back') })).toBeInTheDocument();
    expect(slot('ADDRESS', 'front')).toHaveTextContent('bill.pdf · review takes up to 24 hours');
    expect(byText('heading', 'Identity proof, back', { level: 3 })).toBeInTheDocument();
  });

  it('refuses a .gif and a 30 MB file before anything is sent, with the catalogue’s words', async () => {
    render();
    await slotsShown();
    const input = within(slot('IDENTITY', 'front')).getByTestId('upload-input');
    fireEvent.change(input, { target: { files: [file('funny.gif', 'image/gif')] } });
    expect(await alertIn('IDENTITY', 'front')).toHaveTextContent('Only jpg, pdf, png accepted.');
    fireEvent.change(input, { target: { files: [file('huge.pdf', 'application/pdf', 30 * 1024 * 1024)] } });
    expect(await alertIn('IDENTITY', 'front')).toHaveTextContent('The file must be under 25 MB.');
    fireEvent.change(input, { target: { files: [file('limit.pdf', 'application/pdf', UPLOAD_MAX_BYTES)] } });
    expect(await alertIn('IDENTITY', 'front')).toHaveTextContent('The file must be under 25 MB.');
    expect(uploads).toEqual([]);
  });

  it('uploads a PDF with a progress bar, then shows it in review', async () => {
    uploadDelay = 150;
    render();
    await slotsShown();
    fireEvent.change(within(slot('ADDRESS', 'front')).getByTestId('upload-input'), {
      target: { files: [file('bill.pdf', 'application/pdf')] },
    });
    const progress = await shownIn(() => slot('ADDRESS', 'front'), 'upload-progress');
    expect(progress).toHaveRole('progressbar');
    expect(progress).toHaveAccessibleName('Upload of Proof of address');
    expect(await shownIn(() => slot('ADDRESS', 'front'), 'upload-message')).toHaveTextContent(
      'bill.pdf is uploaded and waiting for review (up to 24 hours).',
    );
    expect(uploads).toEqual([
      { labelId: 2, side: 'front', fileName: 'bill.pdf', mimeType: 'application/pdf', contentBase64: btoa('%PDF-1.4') },
    ]);
    await waitFor(() =>
      expect(within(slot('ADDRESS', 'front')).getByTestId('document-status')).toHaveTextContent('In review'),
    );
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('Verification in review');
  });

  it('cancels an upload on the way: nothing is recorded and the player is told', async () => {
    uploadDelay = 2000;
    const user = userEvent.setup();
    render();
    await slotsShown();
    fireEvent.change(within(slot('IDENTITY', 'front')).getByTestId('upload-input'), {
      target: { files: [file('id.png', 'image/png')] },
    });
    await user.click(await shownIn(() => slot('IDENTITY', 'front'), 'upload-cancel'));
    expect(await shownIn(() => slot('IDENTITY', 'front'), 'upload-message')).toHaveTextContent(
      'The upload was cancelled.',
    );
    expect(within(slot('IDENTITY', 'front')).queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(within(slot('IDENTITY', 'front')).getByTestId('upload-choose')).toBeEnabled();
  });

  it('says why the backend refused an upload and lets the player try again', async () => {
    uploadAnswer = () => contractError(422, 'UPLOAD_FAILED', 'failed');
    render();
    await slotsShown();
    fireEvent.change(within(slot('IDENTITY', 'back')).getByTestId('upload-input'), {
      target: { files: [file('id.jpg', 'image/jpeg')] },
    });
    expect(await alertIn('IDENTITY', 'back')).toHaveTextContent('The upload failed. Please try again.');
    expect(within(slot('IDENTITY', 'back')).getByTestId('upload-choose')).toBeEnabled();
  });

  it('names the documents in the page’s language, whatever words the back office sends', async () => {
    renderPage(<VerificationPage />, { user: userDetailsFixture(), route: '/profile/verify', lng: 'ar' });
    await slotsShown();
    expect(byText('heading', 'إثبات الهوية', { level: 2 })).toBeInTheDocument();
    expect(byText('heading', 'إثبات الهوية، الوجه الخلفي', { level: 3 })).toBeInTheDocument();
  });

  it('offers a refresh when every document is approved but the profile still lags', async () => {
    documents = [
      doc({ id: 1, status: 'confirmed' }),
      doc({ id: 2, side: 'back', status: 'confirmed' }),
      doc({ id: 3, labelId: 2, status: 'confirmed' }),
    ];
    kycStatus = 'APPROVED';
    renderPage(<VerificationPage />, {
      user: userDetailsFixture({ getUser: { kycStatus: 'PENDING' } }),
      route: '/profile/verify',
    });
    expect(await shownIn(() => document.body, 'kyc-mismatch')).toHaveTextContent(
      'All your documents are approved, but your profile does not show it yet.',
    );
    expect(screen.getByTestId('kyc-refresh')).toBeInTheDocument();
  });
});
