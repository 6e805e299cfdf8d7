import { defaultSettings, endpoints } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { uncheckedState } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countriesFixture } from '../data/fixtures';
import { renderAuth } from '../testing';
import { EditProfilePage } from './EditProfilePage';

mockServer(mockEndpoint(endpoints.getAllCountry, countriesFixture));

describe('EditProfilePage', () => {
  it("shows a player's form filled with their details", async () => {
    renderAuth(<EditProfilePage settings={defaultSettings} />, {
      user: userDetailsFixture({ getUser: { city: 'Valletta' } }),
    });
    expect(await screen.findByRole('textbox', { name: /^City/ })).toHaveValue('Valletta');
  });

  it("waits for the browser to confirm a player the server could not check, without a guest's prompt", () => {
    renderAuth(<EditProfilePage settings={defaultSettings} />, { session: uncheckedState });
    expect(screen.getByTestId('profile-restoring')).toHaveTextContent('Loading your profile…');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('asks a guest to log in', () => {
    renderAuth(<EditProfilePage settings={defaultSettings} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?modal=login');
  });
});
