import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing';
import { LanguageSwitcher, SET_LOCALE_PATH } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('offers all 35 languages by their own names and marks the current one', async () => {
    renderShell(<LanguageSwitcher current="en" />);
    await userEvent.click(screen.getByText('EN'));
    const group = screen.getByRole('group', { name: 'Choose your language' });
    // The options are seen with the group, and each found by its text then checked for its role and name: role queries
    // over the 35 buttons compute the styles of each (about a second in jsdom).
    expect(group).toBeVisible();
    expect(within(group).getAllByRole('button', { hidden: true })).toHaveLength(35);
    const option = (name: string) => {
      const button = within(group).getByText(name);
      expect(button).toHaveRole('button');
      expect(button).toHaveAccessibleName(name);
      return button;
    };
    expect(option('English')).toHaveAttribute('aria-current', 'true');
    expect(option('العربية')).toHaveAttribute('lang', 'ar');
  });

  it('is named by what it shows first, then what it means (label in name)', () => {
    renderShell(<LanguageSwitcher current="ar" />, { lng: 'ar' });
    expect(screen.getByLabelText('AR, اللغة الحالية: العربية')).toBeInTheDocument();
  });

  it('posts the chosen language and the current page to the locale action', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const form = await request.formData();
      return { lng: form.get('lng'), redirectTo: form.get('redirectTo') };
    });
    renderShell(<LanguageSwitcher current="en" />, {
      route: '/promotions?tab=weekly',
      routes: [{ path: SET_LOCALE_PATH, action }],
    });
    await userEvent.click(screen.getByText('EN'));
    // By its text: the first test checks the options' roles and names (a role query here names all 35).
    await userEvent.click(screen.getByText('العربية'));
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    const result = await action.mock.results[0]?.value;
    expect(result).toEqual({ lng: 'ar', redirectTo: '/promotions?tab=weekly' });
  });
});
