import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarStart,
  customerDateOf,
  localIsoDay,
  rakebackDayViews,
  sampleRakebackDays,
} from './rakebackDays';

const today = '2026-11-24'; // a Tuesday
const day = (canClaimDate: string, amount: number | string, paidAt: string | null = null) => ({
  canClaimDate,
  bonusId: 9,
  amount,
  paidAt,
});
const stateOf = (d: ReturnType<typeof day>, signedIn = true) => rakebackDayViews([d], { today, signedIn }).at(0);

describe('rakebackDayViews: the day states of the spec', () => {
  it('claimed: paid with an amount over 0', () => {
    expect(stateOf(day('2026-11-20', 4.5, '2026-11-20T10:00:00Z'))).toMatchObject({
      state: 'claimed',
      ended: true,
      showButton: false,
    });
  });

  it('not claimed: an ended day without paidAt', () => {
    expect(stateOf(day('2026-11-20', 4.5))).toMatchObject({ state: 'missed', ended: true, showButton: false });
  });

  it('claimable today and yesterday for a signed-in player, with the Get button', () => {
    expect(stateOf(day(today, 3))).toMatchObject({ state: 'claimable', today: true, showButton: true });
    expect(stateOf(day('2026-11-23', 3))).toMatchObject({ state: 'claimable', today: false, showButton: true });
  });

  it('the day before yesterday can no longer be claimed', () => {
    expect(stateOf(day('2026-11-22', 3))).toMatchObject({ state: 'missed', showButton: false });
  });

  it('no Get button for a guest, or for a day already paid or without an amount', () => {
    expect(stateOf(day(today, 3), false)).toMatchObject({ state: 'today', showButton: false });
    expect(stateOf(day(today, 3, '2026-11-24T08:00:00Z'))).toMatchObject({ state: 'claimed', showButton: false });
    expect(stateOf(day(today, 0))).toMatchObject({ state: 'playToWin', showButton: false });
  });

  it('future with an amount is locked; future without one is play to win', () => {
    expect(stateOf(day('2026-11-27', 12))).toMatchObject({ state: 'locked', future: true, showButton: false });
    expect(stateOf(day('2026-11-27', 0))).toMatchObject({ state: 'playToWin', future: true });
  });

  it('coerces amounts to numbers; an invalid one is 0', () => {
    expect(stateOf(day('2026-11-27', '7.25'))).toMatchObject({ amount: 7.25 });
    expect(stateOf(day('2026-11-27', 'abc'))).toMatchObject({ amount: 0, state: 'playToWin' });
    expect(stateOf(day(today, 'NaN'))).toMatchObject({ amount: 0, showButton: false });
  });

  it('derives date, day, month and the weekday (Monday = 0), oldest first', () => {
    const views = rakebackDayViews([day('2026-11-30', 1), day('2026-11-24', 1)], { today, signedIn: true });
    expect(views.map((v) => v.date)).toEqual(['2026-11-24', '2026-11-30']);
    expect(views[0]).toMatchObject({ day: 24, month: 11, weekday: 1 });
    expect(views[1]).toMatchObject({ weekday: 0 });
  });
});

describe('the calendar window and a guest sample', () => {
  it('starts on the Monday of last week: 4 weeks of 7 days with yesterday inside', () => {
    expect(calendarStart(today)).toBe('2026-11-16');
    expect(calendarStart('2026-11-23')).toBe('2026-11-16'); // a Monday
    expect(calendarStart('2026-11-29')).toBe('2026-11-16'); // a Sunday
  });

  it('gives a guest 28 sample days Monday first, the same on server and browser, with amounts and no claim', () => {
    const sample = sampleRakebackDays(today);
    expect(sample).toHaveLength(28);
    expect(sample[0]?.canClaimDate).toBe('2026-11-16');
    expect(sampleRakebackDays(today)).toEqual(sample);
    const views = rakebackDayViews(sample, { today, signedIn: false });
    expect(views.some((v) => v.amount > 0)).toBe(true);
    expect(views.every((v) => !v.showButton)).toBe(true);
    expect(views.find((v) => v.today)?.amount).toBeGreaterThan(0);
  });
});

describe('dates the claim sends', () => {
  it('uses the player local calendar date and time, not UTC', () => {
    const late = new Date(2026, 10, 24, 23, 30, 5);
    expect(localIsoDay(late)).toBe('2026-11-24');
    expect(customerDateOf(late)).toBe('2026-11-24T23:30:05');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });
});
