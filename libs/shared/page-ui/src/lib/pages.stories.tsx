import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@casino/design-system';
import { useState } from 'react';
import { ComingSoonPage } from './ComingSoonPage';
import { DepositRequiredNotice } from './DepositRequiredNotice';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { LoadFailure } from './LoadFailure';
import { NotFoundPage } from './NotFoundPage';
import { PasteButton } from './PasteButton';
import { RestrictedAccountNotice } from './RestrictedAccountNotice';
import { RouteErrorPage } from './RouteErrorPage';

const meta = { title: 'Pages/Messages', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = {
  render: () => (
    <RouteErrorPage error={{ status: 503, statusText: 'Service Unavailable', internal: false, data: null }} />
  ),
};
export const UnexpectedError: Story = { render: () => <RouteErrorPage error={new Error('boom')} /> };
export const ComingSoon: Story = { render: () => <ComingSoonPage page="tournaments" /> };

export const EmailVerification: Story = {
  render: () => (
    <EmailVerificationNotice
      message="Verify your email address before you deposit or withdraw: open the link we sent you."
      onResend={() => Promise.resolve()}
    />
  ),
};
export const DepositRequired: Story = {
  render: () => (
    <DepositRequiredNotice message="Cashing out needs at least one successful deposit." depositHref="/deposit" />
  ),
};
export const RestrictedSelfExcluded: Story = {
  render: () => <RestrictedAccountNotice restriction={{ kind: 'selfExcluded', until: '2099-01-01T12:00:00.000Z' }} />,
};
export const RestrictedPermanent: Story = {
  render: () => <RestrictedAccountNotice restriction={{ kind: 'selfExcluded', until: null }} />,
};
export const RestrictedFrozen: Story = {
  render: () => <RestrictedAccountNotice restriction={{ kind: 'frozen', until: '2099-01-01T12:00:00.000Z' }} />,
};
export const LoadFailed: Story = {
  render: () => <LoadFailure message="Your limits could not be loaded." onRetry={() => undefined} />,
};
/** Paste reads the clipboard when the browser allows it; where it refuses (Storybook's frame usually does), it says so. */
export const Paste: Story = {
  render: function PasteStory() {
    const [value, setValue] = useState('');
    return (
      <div style={{ display: 'grid', gap: '0.5rem', maxInlineSize: '24rem' }}>
        <TextField label="Wallet address" dir="ltr" value={value} onChange={(e) => setValue(e.target.value)} />
        <PasteButton field="Wallet address" onPaste={setValue} />
      </div>
    );
  },
};
