import { describe, expect, it } from 'vitest';
import { accountMenu, mainMenu, visibleMenuItems, type MenuItem } from './menus';

const items: MenuItem[] = [
  { page: 'casino', scope: 'any' },
  { page: 'freemoney', scope: 'guest' },
  { page: 'cashback', scope: 'user' },
];

describe('menu scopes', () => {
  it('shows guests the any and guest entries', () => {
    expect(visibleMenuItems(items, false).map((i) => i.page)).toEqual(['casino', 'freemoney']);
  });
  it('shows signed-in players the any and user entries', () => {
    expect(visibleMenuItems(items, true).map((i) => i.page)).toEqual(['casino', 'cashback']);
  });
  it('the account menu leads a player to every /profile2 page, refer-a-friend included', () => {
    const pages = accountMenu.map((i) => i.page);
    for (const page of [
      'myProfile',
      'balance',
      'verification',
      'myBonuses',
      'profileVipClub',
      'myHistory',
      'referral',
      'limits',
      'freezeAccount',
    ] as const)
      expect(pages).toContain(page);
    expect(visibleMenuItems(accountMenu, false)).toEqual([]);
  });
  it('the main menu differs between a guest and a player', () => {
    expect(visibleMenuItems(mainMenu, false)).not.toEqual(visibleMenuItems(mainMenu, true));
  });
});
