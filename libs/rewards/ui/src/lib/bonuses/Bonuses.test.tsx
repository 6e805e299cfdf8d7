import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@casino/translate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveBonusBadge } from './ActiveBonusBadge';
import { BonusCard } from './BonusCard';
import { activeUserBonus, cancelledSpins, depositBonus, freeSpinsBonus } from './fixtures';
import { UserBonusCard } from './UserBonusCard';
import { contributionExamples, wageringProgress } from './wagering';
import { WageringSummary } from './WageringSummary';

const en = createI18n({ lng: 'en', translations: bundledTranslations('en') });
const ar = createI18n({ lng: 'ar', translations: bundledTranslations('ar') });
const render = (ui: ReactElement, i18n = en) => renderWithTheme(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('wageringProgress', () => {
  it('reads the share done from what is required and what is left', () => {
    expect(wageringProgress({ wagerRequired: 1750, wageredAmount: 300, wagerLeft: 1450 })).toEqual({
      required: 1750,
      wagered: 300,
      left: 1450,
      share: 300 / 1750,
      complete: false,
    });
  });
  it('is complete when nothing is left or nothing was required', () => {
    expect(wageringProgress({ wagerRequired: 100, wageredAmount: 120, wagerLeft: 0 }).complete).toBe(true);
    expect(wageringProgress({ wagerRequired: 0, wageredAmount: 0, wagerLeft: 0 })).toMatchObject({
      share: 1,
      complete: true,
    });
  });
  it('never reports more left than required, nor a negative amount', () => {
    expect(wageringProgress({ wagerRequired: 100, wageredAmount: -5, wagerLeft: 400 })).toMatchObject({
      left: 100,
      wagered: 0,
      share: 0,
    });
    expect(wageringProgress({ wagerRequired: 100, wageredAmount: 50, wagerLeft: -10 })).toMatchObject({
      left: 0,
      complete: true,
    });
  });
});

describe('contributionExamples', () => {
  it('words each counting category with what a stake adds, best first, leaving out those that count nothing', () => {
    expect(
      contributionExamples(
        [
          { category: 'live-casino', percent: 10 },
          { category: 'slots', percent: 100 },
          { category: 'video-poker', percent: 0 },
        ],
        10,
      ),
    ).toEqual([
      { category: 'slots', percent: 100, counts: 10 },
      { category: 'live-casino', percent: 10, counts: 1 },
    ]);
  });
});

describe('WageringSummary', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('says what is left as an amount and a progress bar, the type in words, the largest bet, the most it pays and the time left', () => {
    render(<WageringSummary bonus={activeUserBonus} currencyCode="EUR" now={NOW} />);
    expect(screen.getByTestId('wagering-left')).toHaveTextContent('€1,450.00 left to wager of €1,750.00.');
    const bar = screen.getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByText(/35× the bonus, with real money first and then bonus money/)).toBeInTheDocument();
    expect(screen.getByText(/€5.00 a round while you play with bonus money/)).toBeInTheDocument();
    expect(screen.getByText(/€500.00: bonus money above it is removed/)).toBeInTheDocument();
    expect(screen.getByRole('timer').querySelector('time')).toHaveTextContent('2d 00:00:00');
    const contributions = within(screen.getByTestId('wagering-contributions')).getAllByRole('listitem');
    expect(contributions.map((li) => li.textContent)).toEqual([
      'Slots: 100% (a €10.00 bet counts €10.00)',
      'Crash games: 50% (a €10.00 bet counts €5.00)',
      'Live casino: 10% (a €10.00 bet counts €1.00)',
    ]);
  });

  it('explains real-money-only wagering and leaves out caps the bonus does not have', () => {
    render(
      <WageringSummary
        bonus={{
          ...activeUserBonus,
          wageringType: 'REAL_MONEY_ONLY',
          maxBet: null,
          maxWinAmount: null,
          expiration: null,
        }}
        currencyCode="EUR"
      />,
    );
    expect(screen.getByText('35× the bonus, with real money only')).toBeInTheDocument();
    expect(screen.queryByText('Largest bet')).not.toBeInTheDocument();
    expect(screen.queryByText('Most you can win')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('BonusCard', () => {
  it('gives the headline of each kind of bonus in words', () => {
    const { unmount } = render(<BonusCard bonus={depositBonus} />);
    expect(screen.getByTestId('bonus-headline')).toHaveTextContent('150% on your deposit, up to €1,000.00');
    unmount();
    render(<BonusCard bonus={freeSpinsBonus} />);
    expect(screen.getByTestId('bonus-headline')).toHaveTextContent('20 free spins');
  });

  it('lists the key terms: minimum deposit, wagering, days to use, end date, weekdays and hours', () => {
    const { unmount } = render(<BonusCard bonus={{ ...depositBonus, minBalance: 5 }} />);
    expect(screen.getByText('Minimum deposit').nextSibling).toHaveTextContent('€100.00');
    expect(screen.getByText('Minimum balance').nextSibling).toHaveTextContent('€5.00');
    expect(screen.getByText('Time to use it').nextSibling).toHaveTextContent('7 days after activation');
    expect(screen.getByText('Offer ends').nextSibling).toHaveTextContent('Jan 22, 2027');
    unmount();
    render(<BonusCard bonus={freeSpinsBonus} />);
    expect(screen.getByText('Only on').nextSibling).toHaveTextContent('Sunday and Saturday');
    expect(screen.getByText('Hours').nextSibling).toHaveTextContent('18:00 to 20:00 UTC');
  });

  it('keeps its place with a plain panel when the banner image fails', () => {
    const { container } = render(<BonusCard bonus={depositBonus} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '480');
    if (!img) throw new Error('no image');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
  });

  it('is in Arabic for an Arabic player', () => {
    render(<BonusCard bonus={freeSpinsBonus} />, ar);
    expect(screen.getByText('لفات مجانية', { selector: 'span' })).toBeInTheDocument();
  });
});

describe('UserBonusCard', () => {
  it('shows an active bonus with its status, amounts and wagering', () => {
    render(<UserBonusCard bonus={activeUserBonus} currencyCode="EUR" now={NOW} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Bonus amount').nextSibling).toHaveTextContent('€50.00');
    expect(screen.getByText('Type').nextSibling).toHaveTextContent('Deposit bonus');
    expect(screen.getByTestId('wagering-summary')).toBeInTheDocument();
  });

  it('says a claimed deposit bonus waits for the deposit, without a wagering bar', () => {
    render(<UserBonusCard bonus={{ ...activeUserBonus, status: 'claimed', bonusAmount: 0 }} currencyCode="EUR" />);
    expect(screen.getByText('Waiting for deposit')).toBeInTheDocument();
    expect(screen.getByText(/arrives with your next qualifying deposit/)).toBeInTheDocument();
    expect(screen.queryByTestId('wagering-summary')).not.toBeInTheDocument();
  });

  it('shows free spins used and what they won on a cancelled bonus', () => {
    render(<UserBonusCard bonus={cancelledSpins} currencyCode="EUR" />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('0 of 50 left').previousSibling).toHaveTextContent('Free spins');
    expect(screen.getByText('Won with free spins').nextSibling).toHaveTextContent('€12.40');
  });
});

describe('ActiveBonusBadge', () => {
  it('links to the bonuses with a name that starts with the bonus and contains the visible words', () => {
    render(
      <ActiveBonusBadge name="Reload Bonus 50%" wagerLeft={1450} currencyCode="EUR" href="/profile2/my-bonuses" />,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Reload Bonus 50%: To wager €1,450.00');
    expect(link).toHaveAttribute('title', 'Reload Bonus 50%: €1,450.00 left to wager');
    expect(link).toHaveAttribute('href', '/profile2/my-bonuses');
  });
});
