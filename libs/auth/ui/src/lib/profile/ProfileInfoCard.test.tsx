import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing';
import { ProfileInfoCard } from './ProfileInfoCard';
import { demoPlayer, newPlayer } from './profileExamples';

describe('ProfileInfoCard', () => {
  it('shows who the player is: name, contacts, country and currency by name, the dates as calendar days, the identity status', () => {
    renderUi(<ProfileInfoCard user={{ ...demoPlayer, kycStatus: 'PENDING' }} />);
    const card = screen.getByTestId('profile-info');
    expect(within(card).getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Demo Player');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('player@demo.test');
    expect(screen.getByTestId('profile-email-status')).toHaveTextContent('Verified');
    expect(screen.getByTestId('profile-phone')).toHaveTextContent('+356 79123456');
    expect(screen.getByTestId('profile-country')).toHaveTextContent('Malta');
    expect(screen.getByTestId('profile-currency')).toHaveTextContent('Euro (EUR)');
    expect(screen.getByTestId('profile-birth')).toHaveTextContent('January 1, 1990');
    expect(screen.getByTestId('profile-member-since')).toHaveTextContent('January 1, 2026');
    expect(screen.getByTestId('profile-kyc')).toHaveTextContent('Verification in review');
  });

  it('says "Not set" for what the player left empty, names them by email without a name or nickname, and shows the previous login only when known', () => {
    const { unmount } = renderUi(<ProfileInfoCard user={newPlayer} />);
    expect(screen.getByTestId('profile-name')).toHaveTextContent('player@demo.test');
    expect(screen.getByTestId('profile-nickname')).toHaveTextContent('Not set');
    expect(screen.getByTestId('profile-phone')).toHaveTextContent('Not set');
    expect(screen.getByTestId('profile-birth')).toHaveTextContent('Not set');
    expect(screen.getByTestId('profile-email-status')).toHaveTextContent('Not verified');
    expect(screen.queryByTestId('profile-last-login')).toBeNull();
    unmount();
    renderUi(<ProfileInfoCard user={demoPlayer} lastLogin={{ created_at: '2026-03-02T10:30:00.000Z' }} />);
    expect(screen.getByTestId('profile-last-login')).toHaveTextContent('Mar 2, 2026');
  });
});
