import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing';
import { LoyaltyInfoCard } from './LoyaltyInfoCard';
import { silverLevel, topLevel } from './profileExamples';

describe('LoyaltyInfoCard', () => {
  it('shows the level, points and xp, and how far the next level is with a progress bar', () => {
    renderUi(<LoyaltyInfoCard loyalty={silverLevel} vipClubHref="/vip-club" />);
    const card = screen.getByTestId('loyalty-info');
    expect(within(card).getByRole('heading', { level: 2, name: 'Your loyalty level' })).toBeInTheDocument();
    expect(screen.getByTestId('loyalty-level')).toHaveTextContent('Level 2: Silver');
    expect(screen.getByTestId('loyalty-points')).toHaveTextContent('1,250');
    expect(screen.getByTestId('loyalty-next')).toHaveTextContent('50 xp to the next level');
    const bar = screen.getByRole('progressbar', { name: 'Progress to the next level' });
    expect(bar).toHaveAttribute('aria-valuetext', '150 of 200 xp');
    expect(screen.getByRole('link', { name: 'See the VIP club' })).toHaveAttribute('href', '/vip-club');
  });

  it('says a player at the top level has reached it, without a progress bar', () => {
    renderUi(<LoyaltyInfoCard loyalty={topLevel} vipClubHref="/vip-club" />);
    expect(screen.getByTestId('loyalty-next')).toHaveTextContent('You have reached the top level.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
