import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing';
import { ProfileSettingsCard } from './ProfileSettingsCard';
import { settingsLinks } from './profileExamples';

describe('ProfileSettingsCard', () => {
  it('lists every settings page in the order given, each link with the line on what the page is for', () => {
    renderUi(<ProfileSettingsCard links={settingsLinks} />);
    const card = screen.getByTestId('profile-settings');
    expect(within(card).getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/profile/edit-profile',
      '/profile/verify',
      '/profile2/limits',
    ]);
    expect(items[0]).toHaveTextContent('Edit profileChange your personal details and your password.');
  });
});
