import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { screen, within } from '@testing-library/react';
import { I18nProvider } from '@casino/translate';
import { describe, expect, it } from 'vitest';
import { loyaltyLevels } from '../bonuses/fixtures';
import { groupLevels, loyaltyStanding } from './loyalty';
import { LoyaltyLadder } from './LoyaltyLadder';

const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });

describe('loyaltyStanding', () => {
  it('finds the level reached, the next one and the share of the way there', () => {
    const standing = loyaltyStanding(loyaltyLevels, 6500);
    expect(standing.current?.name).toBe('Gold');
    expect(standing.next?.name).toBe('Platinum');
    expect(standing.xpToNext).toBe(13500);
    expect(standing.share).toBeCloseTo(1500 / 15000);
  });
  it('is full at the top level and starts at the bottom for no xp or a broken value', () => {
    expect(loyaltyStanding(loyaltyLevels, 500000)).toMatchObject({ next: undefined, share: 1, xpToNext: 0 });
    expect(loyaltyStanding(loyaltyLevels, Number.NaN).current?.name).toBe('Bronze');
  });
});

describe('groupLevels', () => {
  it('cuts the levels into groups of the settings step, one group for a step that makes no sense', () => {
    expect(groupLevels([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(groupLevels([1, 2, 3], 0)).toEqual([[1, 2, 3]]);
    expect(groupLevels([1, 2, 3], 5)).toEqual([[1, 2, 3]]);
  });
});

describe('LoyaltyLadder', () => {
  it("shows the player's level, points, xp and the way to the next level, and marks their level", () => {
    renderWithTheme(
      <I18nProvider i18n={i18n}>
        <LoyaltyLadder
          levels={loyaltyLevels}
          groupSteps={5}
          player={{ level: 3, points: 1320, xp: 6500 }}
          currencyCode="EUR"
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Your level: Gold' })).toBeInTheDocument();
    expect(screen.getByTestId('loyalty-points')).toHaveTextContent('1,320');
    expect(screen.getByTestId('loyalty-next')).toHaveTextContent('13,500 xp to Platinum');
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    const gold = screen.getAllByTestId('loyalty-level').find((li) => li.dataset.level === '3');
    expect(gold).toHaveAttribute('aria-current', 'true');
    if (!gold) throw new Error('no Gold level');
    expect(within(gold).getByText('A weekly gift of €10.00')).toBeInTheDocument();
  });

  it('groups the levels by the settings step and shows a guest no standing', () => {
    renderWithTheme(
      <I18nProvider i18n={i18n}>
        <LoyaltyLadder levels={loyaltyLevels} groupSteps={2} currencyCode="EUR" />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('loyalty-standing')).not.toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Levels Bronze to Silver',
      'Levels Gold to Platinum',
      'Levels Diamond to Diamond',
    ]);
    expect(screen.getAllByText('Bet limits can be removed through support')).toHaveLength(2);
  });
});
