import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nProvider } from '@casino/translate';
import { describe, expect, it } from 'vitest';
import { NewRewardsBox } from './NewRewardsBox';
import { PromotionsCalendar } from './PromotionsCalendar';

const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
const render = (ui: ReactElement) => renderWithTheme(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('PromotionsCalendar', () => {
  it('cuts banner titles at 35 characters, keeping the whole title for screen readers and on hover', () => {
    const title = 'Welcome Package: 150% up to 1000 EUR + 100 free spins';
    render(
      <PromotionsCalendar
        days={[
          { date: '2026-11-24', promotions: [{ id: 1, title, href: '/bonuses' }] },
          { date: '2026-11-25', promotions: [] },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: title });
    expect(link).toHaveAttribute('title', title);
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent('Welcome Package: 150% up to 1000 EU…');
    expect(screen.getByText('No promotions this day.')).toBeInTheDocument();
  });
});

describe('NewRewardsBox', () => {
  it('counts what can be claimed and lists it when opened; Escape closes it and focus goes back', async () => {
    render(
      <NewRewardsBox
        rewards={[
          { id: 'a', label: 'Rakeback: €4.00', href: '?modal=rakeback' },
          { id: 'b', label: 'Cashback: €1.00', href: '/cashback' },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'New rewards: 2 to claim' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Rakeback: €4.00' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows the running bonus below the list without counting it', async () => {
    render(
      <NewRewardsBox
        rewards={[]}
        note={{ id: 'active-bonus', label: 'Reload Bonus 50%: €1,450.00 left to wager', href: '/profile2/my-bonuses' }}
      />,
    );
    const button = screen.getByRole('button', { name: /^New rewards/ });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Reload Bonus 50%: €1,450.00 left to wager' })).toHaveAttribute(
      'href',
      '/profile2/my-bonuses',
    );
  });

  it('says there is nothing to claim, with no count', async () => {
    render(<NewRewardsBox rewards={[]} />);
    expect(screen.queryByTestId('new-rewards-count')).toBeNull();
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByText(/Nothing to claim right now/)).toBeVisible();
  });
});
