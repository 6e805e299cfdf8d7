import { describe, expect, it } from 'vitest';
import { pulsePoints, signedMoney } from './GamePulseShare';

describe('Game Pulse figures', () => {
  it('writes the net result signed, in the currency, and after the number for a code Intl has no currency for', () => {
    expect(signedMoney('en', 2, 'EUR')).toBe('+€2.00');
    expect(signedMoney('en', -3.5, 'EUR')).toBe('-€3.50');
    expect(signedMoney('en', 12.5, 'USDT')).toBe('+12.50 USDT');
    expect(signedMoney('en', 0, undefined)).toBe('0');
  });

  it('draws the rounds oldest first, each as its win minus its bet', () => {
    const round = (id: number, bet: number, win: number) => ({
      id,
      gameId: 1,
      gameName: 'g',
      bet,
      win,
      multiplier: 0,
      bonusMoney: false,
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    expect(pulsePoints([round(2, 1, 3.1), round(1, 2, 0)])).toEqual([-2, 2.1]);
  });
});
