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
    const options = within(group).getAllByRole('button');
    expect(options).toHaveLength(35);
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(within(group).getByRole('button', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
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
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    const result = await action.mock.results[0]?.value;
    expect(result).toEqual({ lng: 'ar', redirectTo: '/promotions?tab=weekly' });
  });
});
