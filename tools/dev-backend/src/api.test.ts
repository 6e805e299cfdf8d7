import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { appSettings, endpoints as e, GAME_COUNT_MIN, GAME_PULSE_ROUNDS } from './test-contract';
import { BRANDS } from './data/reference';
import { errCode, must, okData, startHarness, type Harness } from './testing';

let h: Harness;
let player: string;

beforeAll(async () => {
  h = await startHarness({ now: '2026-03-11T12:00:00.000Z' });
  player = await h.login('player@demo.test');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('settings, locales, reference lists', () => {
  it('answers settings per brand, merged over the defaults', async () => {
    const curacao = okData(await h.call(e.getSettings));
    expect(appSettings.safeParse(curacao).success).toBe(true);
    expect(curacao).toMatchObject({
      theme: 'curacao',
      navigationSystem: 'basic',
      brandName: 'Curaçao Casino',
      cookiesPopup: true,
      affiliateKeyQueryParameter: 'nxafk',
      chatEnabled: true,
    });
    const panel = okData(await h.call(e.getSettings, { headers: { 'x-casino-brand': 'panel' } }));
    expect(panel).toMatchObject({ theme: 'panel', navigationSystem: 'panel', brandName: 'Panel Casino' });
    expect(panel.pageUrls?.['editProfile']).toBe('/account');
    const royale = okData(await h.call(e.getSettings, { headers: { 'x-casino-brand': 'royale' } }));
    expect(royale).toMatchObject({ navigationSystem: 'basic', brandName: 'Royale Casino' });
    // each brand's channel for the empty-races message
    for (const brand of [curacao, panel, royale]) expect(brand.racesChannelUrl).toMatch(/^https:\/\/t\.me\/\w+$/);
    const unknown = okData(await h.call(e.getSettings, { headers: { 'x-casino-brand': 'nope' } }));
    expect(unknown.brandName).toBe('Curaçao Casino');
  });

  it('serves locale files with fallback and rejects bad codes', async () => {
    const en = await h.call(e.getLocale, { params: { lng: 'en' } });
    expect(en.status).toBe(200);
    const fr = await h.call(e.getLocale, { params: { lng: 'fr' } });
    expect(fr.status).toBe(200);
    const bad = await h.call(e.getLocale, { params: { lng: 'english' } });
    expect(bad.status).toBe(404);
    expect(errCode(bad)).toBe('NOT_FOUND');
  });

  it('lists scripts by audience', async () => {
    const all = okData(await h.call(e.getScripts));
    const auth = okData(await h.call(e.getScripts, { query: { enableAuthUsers: true, enableDepositors: true } }));
    expect(auth.length).toBeGreaterThan(all.length);
    expect(auth.map((s) => s.key)).toEqual(expect.arrayContaining(['auth-user-tag', 'depositor-pixel']));
    expect(errCode(await h.call(e.getScripts, { query: { enableAuthUsers: 'maybe' } }))).toBe('VALIDATION_ERROR');
  });

  it('answers the location from header, dev geo or default', async () => {
    expect(okData(await h.call(e.getLocation)).location.country.code).toBe('MT');
    expect(okData(await h.call(e.getLocation, { headers: { 'x-dev-country': 'de' } })).location.country.code).toBe(
      'DE',
    );
    okData(await h.call(e.devGeo, { body: { country: 'BR', ip: '200.1.2.3' } }));
    const loc = okData(await h.call(e.getLocation)).location;
    expect(loc).toMatchObject({ country: { code: 'BR' }, ipInfo: { ip: '200.1.2.3' } });
    expect(okData(await h.call(e.getLocation, { headers: { 'x-dev-country': 'US' } })).location.country.code).toBe(
      'US',
    );
    okData(await h.call(e.devGeo, { body: { country: null, ip: null } }));
  });

  it('lists countries, currencies, registration fields, categories, mirror domains', async () => {
    const countries = okData(await h.call(e.getAllCountry));
    expect(countries.find((c) => c.code === 'MT')).toMatchObject({ phoneCode: '+356', flag: '🇲🇹' });
    expect(okData(await h.call(e.getCurrencies)).map((c) => c.code)).toContain('EUR');
    expect(okData(await h.call(e.getRegistrationFields))['address']).toBe(0);
    const cats = okData(await h.call(e.getFullCategoryList, { query: { locale: 'en' } })).topCategoryList;
    expect(cats.reduce((a, c) => a + c.gameCount, 0)).toBeGreaterThanOrEqual(GAME_COUNT_MIN);
    expect(
      okData(await h.call(e.getMirrorDomain, { query: { url: 'https://mirror-nologin.localhost/x' } }))?.settings
        .loginOff,
    ).toBe(true);
    expect(okData(await h.call(e.getMirrorDomain, { query: { url: 'example.com' } }))).toBeNull();
  });

  it('records log events and country blocks; rejects malformed ones', async () => {
    expect(okData(await h.call(e.logEvent, { body: { event: 'PAGE_VIEW', data: { url: '/casino' } } }))).toBeNull();
    expect(
      okData(await h.call(e.logEvent, { body: { event: 'ALTERNATIVE_METHOD_BUTTON' }, token: player })),
    ).toBeNull();
    expect(errCode(await h.call(e.logEvent, { body: { event: 'PAGE_VIEW' } }))).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.logEvent, { body: { event: 'NOPE' } }))).toBe('VALIDATION_ERROR');
    expect(
      okData(await h.call(e.countryBlocked, { body: { ip: '1.2.3.4', country: 'US', firstUrl: '/' } })),
    ).toBeNull();
  });
});

describe('accounts and sessions', () => {
  it('gives user details to a signed-in player and 403 otherwise', async () => {
    const d = okData(await h.call(e.getUserDetails, { token: player }));
    expect(d.getUser).toMatchObject({ email: 'player@demo.test', kycStatus: 'APPROVED', isEmailVerified: true });
    expect(d.getUser.userWallet.totalAmount).toBe(d.getUser.userWallet.amount + d.getUser.userWallet.nonCashAmount);
    expect(d.depositCount).toBeGreaterThan(0);
    expect(d.activeBonus).not.toBeNull();
    const none = await h.call(e.getUserDetails);
    expect([none.status, errCode(none)]).toEqual([403, 'UNAUTHORIZED']);
    const bad = await h.call(e.getUserDetails, { token: 'nonsense' });
    expect([bad.status, errCode(bad)]).toEqual([403, 'TOKEN_INVALID']);
  });

  it('logs in with the phone number (code and number) in the identifier field, as the phone tab sends it', async () => {
    const byPhone = await h.call(e.login, { body: { email: '+356 79123456', password: 'Demo#2024' } });
    expect(byPhone.status).toBe(200);
    expect(okData(byPhone).userId).toBe(
      okData(await h.call(e.login, { body: { email: 'player@demo.test', password: 'Demo#2024' } })).userId,
    );
    const unknown = await h.call(e.login, { body: { email: '+35600000000', password: 'Demo#2024' } });
    expect(errCode(unknown)).toBe('INVALID_CREDENTIALS');
  });

  it('refuses wrong passwords and malformed login bodies', async () => {
    const wrong = await h.call(e.login, { body: { email: 'player@demo.test', password: 'nope!!' } });
    expect([wrong.status, errCode(wrong)]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect(errCode(await h.call(e.login, { body: { email: 'player@demo.test' } }))).toBe('VALIDATION_ERROR');
    const notJson = await h.call(e.login, { rawBody: '{"email":' });
    expect([notJson.status, errCode(notJson)]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('expires tokens after 30 days on the dev clock', async () => {
    const token = await h.login('newbie@demo.test');
    expect((await h.call(e.getUserDetails, { token })).status).toBe(200);
    okData(await h.call(e.devClock, { body: { advanceMs: 31 * 86_400_000 } }));
    const expired = await h.call(e.getUserDetails, { token });
    expect([expired.status, errCode(expired)]).toEqual([403, 'TOKEN_EXPIRED']);
    okData(await h.call(e.devClock, { body: { now: '2026-03-11T12:00:00.000Z' } }));
  });

  it('signs up, logs out with a reason, and verifies email', async () => {
    const body = {
      email: 'fresh@demo.test',
      password: 'Secret#1',
      dateOfBirth: '1999-01-01',
      countryCode: 'MT',
      currencyCode: 'EUR',
      nickname: 'Fresh',
    };
    const created = okData(await h.call(e.signUp, { body }));
    expect(created.createUser).toMatchObject({ email: 'fresh@demo.test', isEmailVerified: false });
    expect(created.accessToken).toBeTruthy();
    const dup = await h.call(e.signUp, { body });
    expect([dup.status, errCode(dup)]).toEqual([409, 'EMAIL_TAKEN']);
    expect(
      errCode(await h.call(e.signUp, { body: { ...body, email: 'kid@demo.test', dateOfBirth: '2015-01-01' } })),
    ).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.signUp, { body: { ...body, email: 'not-an-email' } }))).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.signUp, { body: { ...body, email: 'weak@demo.test', password: 'abc' } }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      errCode(await h.call(e.signUp, { body: { ...body, email: 'us@demo.test' }, headers: { 'x-dev-country': 'US' } })),
    ).toBe('COUNTRY_RESTRICTED');
    const royaleWeak = await h.call(e.signUp, {
      body: { ...body, email: 'r@demo.test', password: 'simplepass' },
      headers: { 'x-casino-brand': 'royale' },
    });
    expect(errCode(royaleWeak)).toBe('VALIDATION_ERROR');

    const token = must(created.accessToken);
    expect(okData(await h.call(e.resendVerification, { token, body: {} }))).toBeNull();
    const mail = okData(await h.call(e.devMail, { query: { to: 'fresh@demo.test' } }));
    const verifyToken = mail.find((m) => m.kind === 'verify-email')?.token;
    expect(verifyToken).toBeTruthy();
    expect(okData(await h.call(e.verifyEmail, { body: { token: verifyToken } }))).toMatchObject({
      isEmailVerified: true,
    });
    expect(errCode(await h.call(e.verifyEmail, { body: { token: verifyToken } }))).toBe('TOKEN_INVALID');
    expect(errCode(await h.call(e.resendVerification, { token, body: {} }))).toBe('ALREADY_VERIFIED');

    expect(okData(await h.call(e.logout, { token, body: { reason: 'USER_INITIATED' } }))).toBeNull();
    expect(errCode(await h.call(e.getUserDetails, { token }))).toBe('TOKEN_INVALID');
    expect(errCode(await h.call(e.logout, { token: player, body: { reason: 'BORED' } }))).toBe('VALIDATION_ERROR');
  });

  it('registers in one click with a generated password', async () => {
    const res = okData(await h.call(e.signUp, { body: { email: 'oneclick@demo.test', userDeviceType: 'mobile' } }));
    expect(res.generatedPassword).toMatch(/.{12,}/);
    await h.login('oneclick@demo.test', res.generatedPassword);
  });

  it('honours mirror-domain loginOff and registration windows', async () => {
    const base = { password: 'Secret#1', dateOfBirth: '1990-01-01' };
    const noLogin = okData(await h.call(e.signUp, { body: { ...base, email: 'mirror@demo.test', mirrorDomainFk: 2 } }));
    expect(noLogin.accessToken).toBeNull();
    // mirror 3: DE desktop only 22:00-06:00 UTC; the clock says 12:00
    const closed = await h.call(e.signUp, {
      body: { ...base, email: 'night@demo.test', mirrorDomainFk: 3, userDeviceType: 'desktop' },
      headers: { 'x-dev-country': 'DE' },
    });
    expect(errCode(closed)).toBe('REGISTRATION_UNAVAILABLE');
    const mobile = await h.call(e.signUp, {
      body: { ...base, email: 'night@demo.test', mirrorDomainFk: 3, userDeviceType: 'mobile' },
      headers: { 'x-dev-country': 'DE' },
    });
    expect(mobile.status).toBe(200);
  });

  it('updates the profile, locks the address after KYC, changes the password', async () => {
    const token = await h.login('newbie@demo.test');
    const updated = okData(
      await h.call(e.updateUserDetails, {
        token,
        body: { updateFrom: 'Profile Page', city: 'Berlin', address: 'Street 1', zipCode: '10115' },
      }),
    );
    expect(updated.getUser).toMatchObject({ city: 'Berlin', address: 'Street 1' });
    expect(
      errCode(
        await h.call(e.updateUserDetails, {
          token: player,
          body: { updateFrom: 'Profile Page', address: 'Elsewhere 2' },
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.updateUserDetails, { token, body: { updateFrom: 'Somewhere' } }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      errCode(
        await h.call(e.updateUserDetails, {
          token,
          body: { updateFrom: 'Profile Page', currentPassword: 'wrong1', newPassword: 'Another#2' },
        }),
      ),
    ).toBe('INVALID_PASSWORD');
    okData(
      await h.call(e.updateUserDetails, {
        token,
        body: { updateFrom: 'Profile Page', currentPassword: 'Demo#2024', newPassword: 'Another#2' },
      }),
    );
    await h.login('newbie@demo.test', 'Another#2');
  });

  it('resets a password through the mailed link', async () => {
    expect(okData(await h.call(e.forgotPassword, { body: { email: 'excluded@demo.test' } }))).toBeNull();
    expect(okData(await h.call(e.forgotPassword, { body: { email: 'nobody@demo.test' } }))).toBeNull();
    const token = okData(await h.call(e.devMail, { query: { to: 'excluded@demo.test' } }))[0]?.token;
    expect(errCode(await h.call(e.resetPassword, { body: { token: 'bogus', password: 'New#Pass1' } }))).toBe(
      'TOKEN_INVALID',
    );
    okData(await h.call(e.resetPassword, { body: { token, password: 'New#Pass1' } }));
    await h.login('excluded@demo.test', 'New#Pass1');
    expect(okData(await h.call(e.sendCredentials, { token: player, body: { email: 'player@demo.test' } }))).toBeNull();
  });
});

describe('rewards: rakeback, calendar award, cashback, bonuses, coupons', () => {
  it('answers 28 rakeback days, Monday first, and claims today once', async () => {
    const days = okData(await h.call(e.getRakebackDays, { token: player, query: { user: 1 } })).days;
    expect(days).toHaveLength(28);
    expect(new Date(`${must(days[0]).canClaimDate}T00:00:00Z`).getUTCDay()).toBe(1);
    const today = must(days.find((d) => d.canClaimDate === '2026-03-11'));
    expect(today).toBeDefined();
    const claimable = must(
      days.find(
        (d) =>
          (d.canClaimDate === '2026-03-11' || d.canClaimDate === '2026-03-10') && Number(d.amount) > 0 && !d.paidAt,
      ),
    );
    const before = okData(await h.call(e.getUserDetails, { token: player })).getUser.userWallet.amount;
    const claim = okData(
      await h.call(e.rakebackClaim, {
        token: player,
        query: { bonusId: 100 },
        body: { bonusId: 100, claimDate: claimable.canClaimDate },
      }),
    );
    expect(claim.amount).toBe(Number(claimable.amount));
    const after = okData(await h.call(e.getUserDetails, { token: player })).getUser.userWallet.amount;
    expect(after).toBeCloseTo(before + claim.amount, 2);
    const again = await h.call(e.rakebackClaim, {
      token: player,
      body: { bonusId: 100, claimDate: claimable.canClaimDate },
    });
    expect([again.status, errCode(again)]).toEqual([409, 'ALREADY_CLAIMED']);
    const future = must(days[27]).canClaimDate;
    expect(errCode(await h.call(e.rakebackClaim, { token: player, body: { bonusId: 100, claimDate: future } }))).toBe(
      'RAKEBACK_CLAIM_ERROR',
    );
    expect(
      errCode(await h.call(e.rakebackClaim, { token: player, body: { bonusId: 100, claimDate: 'yesterday' } })),
    ).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.getRakebackDays, { token: player, query: { user: 2 } }))).toBe('FORBIDDEN');
    expect((await h.call(e.getRakebackDays)).status).toBe(403);
  });

  it('answers the calendar award and cashback', async () => {
    const award = okData(await h.call(e.getCalendarAward, { token: player, query: { user: 1 } })).userCalendarData;
    expect(award.percent).toBe(10);
    expect(award.payout).toBeCloseTo(Math.max(0, award.ngr) * 0.1, 2);
    const cashback = okData(await h.call(e.getCashback, { token: player }));
    expect(cashback.available).toBeGreaterThan(0);
    const claimed = okData(await h.call(e.claimCashback, { token: player, body: {} }));
    expect(claimed.amount).toBe(cashback.available);
    expect(errCode(await h.call(e.claimCashback, { token: player, body: {} }))).toBe('NO_CASHBACK');
    const newbie = await h.login('newbie@demo.test', 'Another#2');
    expect(errCode(await h.call(e.claimCashback, { token: newbie, body: {} }))).toBe('CASHBACK_NEED_DEPOSIT');
  });

  it('lists bonuses paged with banner titles', async () => {
    const list = okData(await h.call(e.getAllBonus, { query: { pageNo: 1, limit: 24 } })).bonus;
    expect(list.count).toBeGreaterThan(5);
    expect(must(list.rows[0]).banner.bannerTitle).toBeTruthy();
    const deposit = okData(await h.call(e.getAllBonus, { query: { isDeposit: true } })).bonus;
    expect(deposit.rows.every((b) => b.isDeposit)).toBe(true);
    const mine = okData(await h.call(e.getAllBonus, { token: player })).bonus;
    expect(mine.rows.find((b) => b.id === 3)?.userStatus).toBe('active');
    expect(errCode(await h.call(e.getAllBonus, { query: { pageNo: 'first' } }))).toBe('VALIDATION_ERROR');
  });

  it('answers UNIFIED_ERROR with the promotion, user and user bonus when granting fails', async () => {
    const db = h.backend.ctx.db;
    const query = db.query.bind(db);
    const failing = vi
      .spyOn(db, 'query')
      .mockImplementation((sql, params, options) =>
        sql.startsWith('INSERT INTO user_bonuses')
          ? Promise.reject(new Error('disk full'))
          : query(sql, params, options),
      );
    try {
      const res = await h.call(e.activateBonus, { token: player, body: { bonusId: 5 } });
      expect(errCode(res)).toBe('UNIFIED_ERROR');
      const userId = okData(await h.call(e.getUserDetails, { token: player })).getUser.userId;
      expect(res.ok ? null : res.body.error.details).toEqual({ promotionId: 5, userId, userBonusId: null });
    } finally {
      failing.mockRestore();
    }
  });

  it('applies the activation rules with the catalogue codes', async () => {
    const newbie = await h.login('newbie@demo.test', 'Another#2');
    const excluded = await h.login('excluded@demo.test', 'New#Pass1');
    expect(errCode(await h.call(e.activateBonus, { token: newbie, body: { bonusId: 4 } }))).toBe(
      'REQUIRED_EMAIL_VERIFICATION',
    );
    expect(errCode(await h.call(e.activateBonus, { token: excluded, body: { bonusId: 4 } }))).toBe('SELF_EXCLUDED');
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 999 } }))).toBe('BONUS_NOT_FOUND');
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 13 } }))).toBe('CANCELLED');
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 10 } }))).toBe('DAYS_VALID');
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 11 } }))).toBe('START_TIME_ERROR');
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 12 } }))).toBe('ADD_TO_CALENDAR');
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 1 } }))).toBe('REGISTRATION_BONUS');
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 2 } }))).toBe('DEPOSITS_NUMBER2');
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 4 } }))).toBe('REGISTRATION_BONUS');
    // 2026-03-11 is a Wednesday: weekend reload refused
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 7 } }))).toBe('VALID_ON_DAYS');
    // 12:00 UTC is before the 18:00 happy hour
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 8 } }))).toBe('START_TIME_ERROR');
    // player has an active deposit bonus (id 3): another deposit bonus needs confirmation
    const active = await h.call(e.activateBonus, { token: player, body: { bonusId: 14 } });
    expect(errCode(active)).toBe('ACTIVE_BONUS');
    // the details the front end asks the player with (contract: activateBonus)
    expect(active.ok ? null : active.body.error.details).toMatchObject({
      activeUserBonusId: expect.any(Number),
      canReplace: true,
    });
    const spins = okData(await h.call(e.activateBonus, { token: player, body: { bonusId: 5 } })).userBonus;
    // free spins play at the game's stake: no bonus-money bet cap; their max win is the bonus's
    expect(spins).toMatchObject({ status: 'active', freeSpinsLeft: 50, maxBet: null, maxWinAmount: 200 });
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 8 } }))).toBe('START_TIME_ERROR');
    okData(await h.call(e.devClock, { body: { now: '2026-03-11T18:30:00.000Z' } }));
    expect(errCode(await h.call(e.activateBonus, { token: player, body: { bonusId: 8 } }))).toBe('ACTIVE_FREE_SPINS');
    okData(await h.call(e.devClock, { body: { now: '2026-03-11T12:00:00.000Z' } }));
    const cb = await h.call(e.activateBonus, { token: player, body: { bonusId: 6 } });
    expect(['NO_CASHBACK', undefined]).toContain(cb.ok ? undefined : cb.body.error.code);
    // replace the active deposit bonus: the old one is cancelled and its money burnt
    const replaced = okData(
      await h.call(e.activateBonus, { token: player, body: { bonusId: 14, confirmCancelActive: true } }),
    ).userBonus;
    expect(replaced.status).toBe('claimed');
    const d = okData(await h.call(e.getUserDetails, { token: player }));
    expect(d.getUser.userWallet.nonCashAmount).toBe(0);
    const history = okData(await h.call(e.getUserBonus, { token: player, query: { status: 'cancelled' } }));
    expect(history.rows.some((b) => b.bonusId === 3)).toBe(true);
    expect(
      errCode(await h.call(e.cancelBonus, { token: player, body: { userBonusId: must(history.rows[0]).id } })),
    ).toBe('INVALID_STATE');
    okData(await h.call(e.cancelBonus, { token: player, body: { userBonusId: replaced.id } }));
  });

  it('redeems coupons once', async () => {
    const fresh = must(
      okData(
        await h.call(e.signUp, {
          body: { email: 'coupon@demo.test', password: 'Secret#1', dateOfBirth: '1990-01-01' },
        }),
      ).accessToken,
    );
    expect(errCode(await h.call(e.applyCoupon, { token: fresh, body: { code: 'FREE10' } }))).toBe(
      'REQUIRED_EMAIL_VERIFICATION',
    );
    expect(errCode(await h.call(e.applyCoupon, { token: player, body: { code: 'NOPE' } }))).toBe('COUPON_NOT_FOUND');
    expect(errCode(await h.call(e.applyCoupon, { token: player, body: { code: '' } }))).toBe('VALIDATION_ERROR');
    const token = await h.login('luckyluke@players.demo.test');
    const used = okData(await h.call(e.applyCoupon, { token, body: { code: 'welcome20' } }));
    expect(used.userBonus).toMatchObject({ status: 'active', freeSpinsLeft: 20 });
    expect(errCode(await h.call(e.applyCoupon, { token, body: { code: 'WELCOME20' } }))).toBe(
      'COUPON_ALREADY_REDEEMED',
    );
    // FREE10 is a no-deposit bonus for the first 7 days after registration
    expect(errCode(await h.call(e.applyCoupon, { token, body: { code: 'FREE10' } }))).toBe('REGISTRATION_BONUS');
  });

  it('answers the loyalty ladder to guests, lowest level first, and places the player on it', async () => {
    const levels = okData(await h.call(e.getLoyaltyLevels)).levels;
    expect(levels.map((l) => [l.level, l.name, l.xp])).toEqual([
      [1, 'Bronze', 0],
      [2, 'Silver', 1000],
      [3, 'Gold', 5000],
      [4, 'Platinum', 20000],
      [5, 'Diamond', 100000],
    ]);
    expect(levels.map((l) => l.rakebackPercent)).toEqual([1, 2, 3, 5, 8]);
    expect(levels.map((l) => l.cashbackPercent)).toEqual([5, 8, 10, 12, 15]);
    expect(levels.map((l) => l.pointsPerTen)).toEqual([1, 1.2, 1.5, 2, 3]);
    expect(levels.map((l) => l.weeklyGift)).toEqual([null, null, 10, 50, 200]);
    expect(levels.map((l) => l.personalManager)).toEqual([false, false, false, true, true]);
    expect(levels.map((l) => l.betLimitRemovalViaSupport)).toEqual([false, false, false, true, true]);
    // the player's level (user details) is a rung of the same ladder
    const mine = okData(await h.call(e.getUserDetails, { token: player })).userLoyaltyLevel;
    expect(mine).toMatchObject({ level: 3, name: 'Gold', nextLevelXp: 20000 });
  });
});

describe('cashier: payments, deposits, transactions, withdrawals', () => {
  it('lists payment methods with every filter field', async () => {
    const methods = okData(await h.call(e.getPayments, { query: { currencyCode: 'EUR', countryCode: 'MT' } }));
    expect(methods.some((m) => m.allowedCountries.length && m.allowedCurrencies.length)).toBe(true);
    expect(methods.some((m) => m.allowEmails.length)).toBe(true);
    expect(methods.some((m) => (m.allowTags ?? []).length)).toBe(true);
    expect(methods.some((m) => Object.keys(m.tagRestrictedCountries).includes('matched'))).toBe(true);
    expect(methods.some((m) => !m.isActive) && methods.some((m) => m.hidden)).toBe(true);
  });

  it('runs deposits through every outcome and refuses bad ones', async () => {
    const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'Max Player' };
    const ok = okData(await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 1, amount: 50, card } }));
    expect(ok).toMatchObject({ modal: 'deposit-success', deposit: { status: 'success' } });
    const declined = okData(
      await h.call(e.createDeposit, {
        token: player,
        body: { paymentMethodId: 1, amount: 50, card: { ...card, number: '4000000000000002' } },
      }),
    );
    expect(declined).toMatchObject({ modal: 'deposit-decline', deposit: { status: 'declined' } });
    const threeDs = okData(
      await h.call(e.createDeposit, {
        token: player,
        body: { paymentMethodId: 1, amount: 40, card: { ...card, number: '4000000000003220' } },
      }),
    );
    expect(threeDs.deposit.status).toBe('pending');
    const done = okData(
      await h.call(e.threeDsWebhook, { body: { PaReq: must(threeDs.threeDs).PaReq, MD: must(threeDs.threeDs).MD } }),
    );
    expect(done).toMatchObject({ modal: 'deposit-3ds-success', deposit: { status: 'success' } });
    expect(errCode(await h.call(e.threeDsWebhook, { body: { PaReq: 'x', MD: must(threeDs.threeDs).MD } }))).toBe(
      'INVALID_STATE',
    );
    const ret = okData(await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 2, amount: 30.04 } }));
    expect(ret.modal).toBe('deposit-return');
    const pending = okData(
      await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 2, amount: 30.05 } }),
    );
    expect(
      okData(await h.call(e.cancelDeposit, { token: player, body: { depositId: pending.deposit.id } })).deposit.status,
    ).toBe('cancelled');
    expect(
      okData(await h.call(e.getDeposit, { token: player, params: { id: pending.deposit.id } })).deposit.status,
    ).toBe('cancelled');
    const crypto = okData(
      await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 4, amount: 50, network: 'TRC20' } }),
    );
    expect(crypto.crypto?.network).toBe('TRC20');

    expect(errCode(await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 2, amount: 0 } }))).toBe(
      'AMOUNT_BELOW_ZERO',
    );
    expect(errCode(await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 2, amount: 1 } }))).toBe(
      'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
    );
    expect(errCode(await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 5, amount: 50 } }))).toBe(
      'PAYMENT_SERVICE_ERROR',
    );
    expect(
      errCode(
        await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 6, amount: 50, currencyCode: 'BRL' } }),
      ),
    ).toBe('DEPOSIT_COUNTRY_BLOCK');
    expect(errCode(await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 11, amount: 50 } }))).toBe(
      'PROVIDER_ERROR',
    );
    expect(
      errCode(
        await h.call(e.createDeposit, {
          token: player,
          body: { paymentMethodId: 2, amount: 50 },
          headers: { 'x-dev-country': 'US' },
        }),
      ),
    ).toBe('DEPOSIT_COUNTRY_BLOCK');
    expect(
      errCode(
        await h.call(e.createDeposit, {
          token: player,
          body: { paymentMethodId: 1, amount: 50, card: { ...card, cvc: '12' } },
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    // daily deposit limit of 1000
    expect(errCode(await h.call(e.createDeposit, { token: player, body: { paymentMethodId: 8, amount: 990 } }))).toBe(
      'PAYMENT_LIMIT_THRESHOLD',
    );
    const excluded = await h.login('excluded@demo.test', 'New#Pass1');
    expect(errCode(await h.call(e.createDeposit, { token: excluded, body: { paymentMethodId: 2, amount: 50 } }))).toBe(
      'SELF_EXCLUDED',
    );
    expect((await h.call(e.createDeposit, { body: { paymentMethodId: 2, amount: 50 } })).status).toBe(403);
    const newbie = await h.login('newbie@demo.test', 'Another#2');
    expect(errCode(await h.call(e.createDeposit, { token: newbie, body: { paymentMethodId: 2, amount: 50 } }))).toBe(
      'REQUIRED_EMAIL_VERIFICATION',
    );
  });

  it('turns a first deposit into deposit count 1 with the welcome bonus', async () => {
    const token = must(
      okData(
        await h.call(e.signUp, {
          body: { email: 'depositor@demo.test', password: 'Secret#1', dateOfBirth: '1990-01-01' },
        }),
      ).accessToken,
    );
    const mail = okData(await h.call(e.devMail, { query: { to: 'depositor@demo.test' } }));
    okData(await h.call(e.verifyEmail, { body: { token: must(mail[0]).token } }));
    const first = okData(
      await h.call(e.createDeposit, { token, body: { paymentMethodId: 2, amount: 100, bonusId: 1 } }),
    );
    expect(first.depositCount).toBe(1);
    const d = okData(await h.call(e.getUserDetails, { token }));
    expect(d.getUser.userWallet).toMatchObject({ amount: 100, nonCashAmount: 150 });
    expect(d.activeBonus?.bonusId).toBe(1);
  });

  it('lists transactions paged and filtered', async () => {
    const page = okData(await h.call(e.getTransactions, { token: player, query: { pageNo: 1, limit: 5 } }));
    expect(page.rows).toHaveLength(5);
    expect(page.count).toBeGreaterThan(5);
    const deposits = okData(await h.call(e.getTransactions, { token: player, query: { type: 'deposit' } }));
    expect(deposits.rows.every((t) => t.type === 'deposit')).toBe(true);
    expect(errCode(await h.call(e.getTransactions, { token: player, query: { type: 'lottery' } }))).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('filters transactions by calendar days, both included', async () => {
    const all = okData(await h.call(e.getTransactions, { token: player, query: { limit: 100 } })).rows;
    const newest = all[0];
    if (!newest) throw new Error('the demo player has transactions');
    const day = newest.createdAt.slice(0, 10);
    const sameDay = okData(
      await h.call(e.getTransactions, { token: player, query: { from: day, to: day, limit: 100 } }),
    ).rows;
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((t) => t.createdAt.slice(0, 10) === day)).toBe(true);
    expect(sameDay.length).toBe(all.filter((t) => t.createdAt.slice(0, 10) === day).length);
    const before = okData(await h.call(e.getTransactions, { token: player, query: { to: '2000-01-01' } }));
    expect(before.count).toBe(0);
    expect(errCode(await h.call(e.getTransactions, { token: player, query: { from: '25/11/2026' } }))).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('calculates, confirms, lists and cancels withdrawals', async () => {
    const q = okData(
      await h.call(e.calculateWithdrawal, { token: player, body: { method: 'crypto', amount: 100, network: 'TRC20' } }),
    );
    expect(q).toMatchObject({ creditAmount: 100, fee: 1, networkFee: 1, receiveAmount: 98 });
    expect(
      errCode(
        await h.call(e.calculateWithdrawal, {
          token: player,
          body: { method: 'crypto', amount: 1.5, network: 'ERC20' },
        }),
      ),
    ).toBe('CALCULATION_ERROR');
    expect(
      errCode(await h.call(e.calculateWithdrawal, { token: player, body: { method: 'bank', amount: 99999 } })),
    ).toBe('INSUFFICIENT_FUNDS');
    const bank = {
      beneficiaryName: 'Max Player',
      accountNumber: '12345678',
      bankCode: 'ABCD0123456',
      email: 'player@demo.test',
    };
    // the player still wagers the deposits made above
    expect(
      errCode(
        await h.call(e.confirmWithdrawal, { token: player, body: { method: 'bank', amount: 20, details: bank } }),
      ),
    ).toBe('WAGER_NOT_FINISHED');
    expect(
      errCode(
        await h.call(e.confirmWithdrawal, {
          token: player,
          body: { method: 'bank', amount: 20, details: { ...bank, bankCode: 'X' } },
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    const newbie = await h.login('newbie@demo.test', 'Another#2');
    expect(
      errCode(
        await h.call(e.confirmWithdrawal, {
          token: newbie,
          body: { method: 'upi', amount: 20, details: { upiId: 'nina@bank' } },
        }),
      ),
    ).toBe('DEPOSIT_REQUIRED');
    const depositor = await h.login('depositor@demo.test', 'Secret#1');
    expect(
      errCode(
        await h.call(e.confirmWithdrawal, { token: depositor, body: { method: 'bank', amount: 20, details: bank } }),
      ),
    ).toBe('ACTIVE_BONUS');
    // the self-excluded player may withdraw
    const excluded = await h.login('excluded@demo.test', 'New#Pass1');
    const w = okData(
      await h.call(e.confirmWithdrawal, { token: excluded, body: { method: 'bank', amount: 50, details: bank } }),
    ).withdrawal;
    expect(w.status).toBe('requested');
    expect(okData(await h.call(e.getUserDetails, { token: excluded })).getUser.userWallet.amount).toBe(70);
    expect(okData(await h.call(e.getPendingWithdrawals, { token: excluded })).map((x) => x.id)).toContain(w.id);
    expect(
      okData(await h.call(e.cancelWithdrawal, { token: excluded, body: { withdrawalId: w.id } })).withdrawal.status,
    ).toBe('cancelled');
    expect(okData(await h.call(e.getUserDetails, { token: excluded })).getUser.userWallet.amount).toBe(120);
    expect(errCode(await h.call(e.cancelWithdrawal, { token: excluded, body: { withdrawalId: w.id } }))).toBe(
      'INVALID_STATE',
    );
    expect(errCode(await h.call(e.cancelWithdrawal, { token: excluded, body: { withdrawalId: 9999 } }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('responsible gaming and KYC', () => {
  it('sets, limits and removes limits with the cooldown', async () => {
    const token = await h.login('spinqueen@players.demo.test');
    const state = okData(await h.call(e.setLimit, { token, body: { type: 'bet', period: 0, amount: 20 } }));
    expect(state.limits.find((l) => l.type === 'bet')?.nextChangeAt).toBeTruthy();
    expect(errCode(await h.call(e.setLimit, { token, body: { type: 'bet', period: 0, amount: 30 } }))).toBe(
      'LIMIT_CHANGE_COOLDOWN',
    );
    expect(errCode(await h.call(e.removeLimit, { token, body: { type: 'bet', period: 0 } }))).toBe(
      'LIMIT_REMOVAL_NOT_ALLOWED',
    );
    expect(errCode(await h.call(e.setLimit, { token, body: { type: 'bet', period: 5, amount: 30 } }))).toBe(
      'VALIDATION_ERROR',
    );
    // the round API enforces it
    expect(errCode(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 25 } }))).toBe(
      'MAX_BET_LIMIT_REACHED',
    );
    expect(errCode(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 0.05 } }))).toBe(
      'BET_BELOW_MIN',
    );
    let code = '';
    for (let i = 0; i < 10 && !code; i++) {
      const r = await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 10 } });
      if (!r.ok) code = r.body.error.code;
    }
    expect(code).toBe('dailyBetLimit');
    okData(await h.call(e.setLimit, { token, body: { type: 'loss', period: 1, amount: 100 } }));
    const removed = okData(await h.call(e.removeLimit, { token, body: { type: 'loss', period: 1 } }));
    expect(removed.limits.some((l) => l.type === 'loss')).toBe(false);
    expect(errCode(await h.call(e.removeLimit, { token, body: { type: 'loss', period: 1 } }))).toBe('NOT_FOUND');
    expect(okData(await h.call(e.setSessionLimit, { token, body: { minutes: 60 } })).sessionLimit?.minutes).toBe(60);
    expect(errCode(await h.call(e.setSessionLimit, { token, body: { minutes: 5 } }))).toBe('VALIDATION_ERROR');
    expect(okData(await h.call(e.removeSessionLimit, { token, body: {} })).sessionLimit).toBeNull();
    // a session limit ends the session that long after login
    const short = await h.login('aceofspades@players.demo.test');
    okData(await h.call(e.setSessionLimit, { token: short, body: { minutes: 10 } }));
    okData(await h.call(e.devClock, { body: { advanceMs: 11 * 60_000 } }));
    const timedOut = await h.call(e.getUserDetails, { token: short });
    expect([timedOut.status, errCode(timedOut)]).toEqual([403, 'SESSION_TIMEOUT']);
    okData(await h.call(e.devClock, { body: { now: '2026-03-11T12:00:00.000Z' } }));
    expect(okData(await h.call(e.getLimits, { token })).limits.length).toBeGreaterThan(0);
  });

  it('self-excludes and freezes (both withdraw only: the player stays signed in and may log in)', async () => {
    const token = await h.login('highroller@players.demo.test');
    const s = okData(await h.call(e.selfExclude, { token, body: { duration: '1w' } }));
    expect(s.selfExclusion?.until).toBeTruthy();
    expect(errCode(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 1 } }))).toBe(
      'SELF_EXCLUDED',
    );
    expect(errCode(await h.call(e.selfExclude, { token, body: { duration: 'custom' } }))).toBe('VALIDATION_ERROR');
    const other = await h.login('reeldeal@players.demo.test');
    expect(okData(await h.call(e.freezeAccount, { token: other, body: { days: 3 } }))).toBeNull();
    // the freeze ends no session: the same token still works
    const frozenUntil = okData(await h.call(e.getUserDetails, { token: other })).getUser.userLimit.frozenUntil;
    // three days from now on the dev clock (which runs on from 12:00)
    expect(Date.parse(must(frozenUntil)) - Date.parse('2026-03-14T12:00:00.000Z')).toBeLessThan(60_000);
    expect(Date.parse(must(frozenUntil))).toBeGreaterThanOrEqual(Date.parse('2026-03-14T12:00:00.000Z'));
    expect(okData(await h.call(e.getLimits, { token: other })).frozenUntil).toBe(frozenUntil);
    // and a frozen player may sign in again
    const again = okData(
      await h.call(e.login, { body: { email: 'reeldeal@players.demo.test', password: 'Demo#2024' } }),
    ).accessToken;
    // withdraw only: eligibility, calculate, confirm and cancel work as for a self-excluded player
    for (const t of [other, again]) {
      const eligibility = okData(await h.call(e.getWithdrawalEligibility, { token: t }));
      expect(eligibility).toMatchObject({ eligible: true, blocks: [] });
      expect(eligibility.withdrawable).toBeGreaterThan(10);
    }
    const bank = {
      beneficiaryName: 'Reel Deal',
      accountNumber: '12345678',
      bankCode: 'ABCD0123456',
      email: 'reeldeal@players.demo.test',
    };
    expect(
      okData(await h.call(e.calculateWithdrawal, { token: other, body: { method: 'bank', amount: 10 } })).creditAmount,
    ).toBe(10);
    const w = okData(
      await h.call(e.confirmWithdrawal, { token: other, body: { method: 'bank', amount: 10, details: bank } }),
    ).withdrawal;
    expect(w.status).toBe('requested');
    expect(
      okData(await h.call(e.cancelWithdrawal, { token: again, body: { withdrawalId: w.id } })).withdrawal.status,
    ).toBe('cancelled');
    // every other money action answers ACCOUNT_FROZEN
    const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'Reel Deal' };
    const deposit = await h.call(e.createDeposit, { token: other, body: { paymentMethodId: 1, amount: 50, card } });
    expect([deposit.status, errCode(deposit)]).toEqual([422, 'ACCOUNT_FROZEN']);
    expect(
      errCode(await h.call(e.playRound, { token: other, params: { slug: 'book-of-dev' }, body: { bet: 1 } })),
    ).toBe('ACCOUNT_FROZEN');
    expect(
      errCode(await h.call(e.launchGame, { token: other, params: { slug: 'book-of-dev' }, body: { demo: false } })),
    ).toBe('ACCOUNT_FROZEN');
    expect(errCode(await h.call(e.activateBonus, { token: other, body: { bonusId: 3 } }))).toBe('ACCOUNT_FROZEN');
    expect(errCode(await h.call(e.applyCoupon, { token: other, body: { code: 'FREE10' } }))).toBe('ACCOUNT_FROZEN');
    expect(errCode(await h.call(e.claimCashback, { token: other, body: {} }))).toBe('ACCOUNT_FROZEN');
    expect(
      errCode(await h.call(e.rakebackClaim, { token: other, body: { bonusId: 100, claimDate: '2026-03-13' } })),
    ).toBe('ACCOUNT_FROZEN');
    expect(errCode(await h.call(e.claimReferral, { token: other, body: {} }))).toBe('ACCOUNT_FROZEN');
    expect(errCode(await h.call(e.joinTournament, { token: other, params: { id: 2 }, body: {} }))).toBe(
      'ACCOUNT_FROZEN',
    );
    // demo play is no money action
    expect(
      okData(await h.call(e.playRound, { token: other, params: { slug: 'book-of-dev' }, body: { bet: 1, demo: true } }))
        .round.bet,
    ).toBe(1);
    expect(errCode(await h.call(e.freezeAccount, { token, body: { days: 2 } }))).toBe('VALIDATION_ERROR');
  });

  it('switches ghost mode and the reward-calendar opt-out, answers both, and refuses an empty body', async () => {
    expect(okData(await h.call(e.getUserDetails, { token: player })).getUser).toMatchObject({
      ghostMode: false,
      rewardCalendarOptOut: false,
    });
    const ghost = await h.login('pokerface@players.demo.test');
    expect(okData(await h.call(e.getUserDetails, { token: ghost })).getUser).toMatchObject({
      ghostMode: true,
      rewardCalendarOptOut: false,
    });
    const token = await h.login('crashking@players.demo.test');
    const empty = await h.call(e.updatePreferences, { token, body: {} });
    expect([empty.status, errCode(empty)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(errCode(await h.call(e.updatePreferences, { token, body: { ghostMode: 'yes' } }))).toBe('VALIDATION_ERROR');
    expect((await h.call(e.updatePreferences, { body: { ghostMode: true } })).status).toBe(403);
    expect(okData(await h.call(e.updatePreferences, { token, body: { rewardCalendarOptOut: true } }))).toEqual({
      ghostMode: false,
      rewardCalendarOptOut: true,
    });
    expect(okData(await h.call(e.updatePreferences, { token, body: { ghostMode: true } }))).toEqual({
      ghostMode: true,
      rewardCalendarOptOut: true,
    });
    expect(okData(await h.call(e.getUserDetails, { token })).getUser).toMatchObject({
      ghostMode: true,
      rewardCalendarOptOut: true,
    });
    expect(
      okData(await h.call(e.updatePreferences, { token, body: { ghostMode: false, rewardCalendarOptOut: false } })),
    ).toEqual({ ghostMode: false, rewardCalendarOptOut: false });
    expect(okData(await h.call(e.getUserDetails, { token })).getUser).toMatchObject({
      ghostMode: false,
      rewardCalendarOptOut: false,
    });
  });

  it('answers an opted-out player a calendar award of zeros and refuses the rakeback claim', async () => {
    const token = await h.login('bigbetbob@players.demo.test');
    expect(okData(await h.call(e.getCalendarAward, { token })).userCalendarData.percent).toBe(10);
    const days = okData(await h.call(e.getRakebackDays, { token })).days;
    const claimable = must(
      days.find(
        (d) =>
          (d.canClaimDate === '2026-03-11' || d.canClaimDate === '2026-03-10') && Number(d.amount) > 0 && !d.paidAt,
      ),
      'claimable day',
    );
    const body = { bonusId: 100, claimDate: claimable.canClaimDate };
    okData(await h.call(e.updatePreferences, { token, body: { rewardCalendarOptOut: true } }));
    expect(okData(await h.call(e.getCalendarAward, { token })).userCalendarData).toEqual({
      ngr: 0,
      payout: 0,
      percent: 0,
    });
    const refusedClaim = await h.call(e.rakebackClaim, { token, body });
    expect([refusedClaim.status, errCode(refusedClaim)]).toEqual([422, 'NOTHING_TO_CLAIM']);
    expect(refusedClaim.ok ? '' : refusedClaim.body.error.message).toMatch(/opted out of reward calendars/);
    // nothing was paid: opted back in, the day is claimable
    okData(await h.call(e.updatePreferences, { token, body: { rewardCalendarOptOut: false } }));
    expect(okData(await h.call(e.getCalendarAward, { token })).userCalendarData.percent).toBe(10);
    expect(okData(await h.call(e.rakebackClaim, { token, body })).amount).toBe(Number(claimable.amount));
  });

  it('uploads documents, reviews them after 24 h and approves KYC', async () => {
    const token = await h.login('jackpotjoe@players.demo.test');
    expect(okData(await h.call(e.getDocumentLabel, { token })).map((l) => l.key)).toEqual([
      'IDENTITY',
      'ADDRESS',
      'BANK',
    ]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64');
    const pdf = Buffer.from('%PDF-1.4 test').toString('base64');
    const up = (labelId: number, side: 'front' | 'back', fileName: string, mimeType: string, contentBase64: string) =>
      h.call(e.uploadDocument, { token, body: { labelId, side, fileName, mimeType, contentBase64 } });
    expect(okData(await up(1, 'front', 'id-front.jpg', 'image/jpeg', jpeg)).document.status).toBe('pending');
    okData(await up(1, 'back', 'id-back.jpg', 'image/jpeg', jpeg));
    okData(await up(2, 'front', 'bill.pdf', 'application/pdf', pdf));
    expect(errCode(await up(2, 'front', 'bill.gif', 'image/gif', pdf))).toBe('VALIDATION_ERROR');
    expect(errCode(await up(2, 'front', 'bill.png', 'image/png', pdf))).toBe('UPLOAD_INVALID_TYPE');
    expect(errCode(await up(2, 'back', 'bill.pdf', 'application/pdf', pdf))).toBe('VALIDATION_ERROR');
    expect(errCode(await up(9, 'front', 'x.pdf', 'application/pdf', pdf))).toBe('NOT_FOUND');
    expect(okData(await h.call(e.getDocuments, { token })).kycStatus).toBe('PENDING');
    okData(await h.call(e.devClock, { body: { advanceMs: 25 * 3_600_000 } }));
    const docs = okData(await h.call(e.getDocuments, { token }));
    expect(docs.documents.every((d) => d.status === 'confirmed')).toBe(true);
    expect(docs.kycStatus).toBe('APPROVED');
    okData(await h.call(e.devClock, { body: { now: '2026-03-11T12:00:00.000Z' } }));
  });
});

describe('games, favourites, tournaments', () => {
  it('pages, filters, sorts and searches more than 2,000 games', async () => {
    const all = okData(await h.call(e.getGames, { query: { limit: 24 } }));
    expect(all.count).toBeGreaterThanOrEqual(GAME_COUNT_MIN);
    expect(all.rows).toHaveLength(24);
    const providers = okData(await h.call(e.getProviders));
    expect(providers.length).toBeGreaterThanOrEqual(10);
    const byProvider = okData(
      await h.call(e.getGames, { query: { provider: must(providers[0]).slug, category: 'slots', sort: 'name' } }),
    );
    expect(byProvider.rows.every((g) => g.provider === must(providers[0]).slug && g.category === 'slots')).toBe(true);
    const names = byProvider.rows.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
    const found = okData(await h.call(e.searchGames, { query: { q: 'book' } }));
    expect(found.games.some((g) => g.slug === 'book-of-dev')).toBe(true);
    expect(errCode(await h.call(e.searchGames, { query: { q: 'b' } }))).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.getGames, { query: { sort: 'random' } }))).toBe('VALIDATION_ERROR');
    const unplayed = okData(await h.call(e.getGames, { token: player, query: { unplayed: true, limit: 200 } }));
    expect(unplayed.count).toBeLessThan(all.count);
  });

  it('shows game details, restricts by country, manages favourites', async () => {
    expect(okData(await h.call(e.getGame, { params: { slug: 'book-of-dev' } })).game.name).toBe('Book of Dev');
    expect(errCode(await h.call(e.getGame, { params: { slug: 'no-such-game' } }))).toBe('GAME_NOT_FOUND');
    const restricted = okData(await h.call(e.getGames, { query: { limit: 200 } })).rows.find((g) =>
      g.restrictedCountries.includes('DE'),
    );
    if (restricted)
      expect(
        errCode(await h.call(e.getGame, { params: { slug: restricted.slug }, headers: { 'x-dev-country': 'DE' } })),
      ).toBe('GAME_COUNTRY_RESTRICTED');
    const favs = okData(await h.call(e.getFavorites, { token: player }));
    expect(favs.every((g) => g.isFavorite)).toBe(true);
    okData(await h.call(e.addFavorite, { token: player, body: { gameId: 42 } }));
    expect(okData(await h.call(e.getFavorites, { token: player })).map((g) => g.id)).toContain(42);
    okData(await h.call(e.removeFavorite, { token: player, params: { gameId: 42 } }));
    expect(errCode(await h.call(e.removeFavorite, { token: player, params: { gameId: 42 } }))).toBe('NOT_FOUND');
    expect(errCode(await h.call(e.addFavorite, { token: player, body: { gameId: 999999 } }))).toBe('GAME_NOT_FOUND');
    expect(okData(await h.call(e.getRecentGames, { token: player })).length).toBeGreaterThan(0);
  });

  it("answers a player's own last real-money rounds, newest first, with the new round on top and demo rounds left out", async () => {
    const token = await h.login('goldrush@players.demo.test');
    const played = okData(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 3 } }));
    okData(await h.call(e.playRound, { params: { slug: 'book-of-dev' }, body: { bet: 4, demo: true } }));
    const rounds = okData(await h.call(e.getGameRounds, { token }));
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds.length).toBeLessThanOrEqual(GAME_PULSE_ROUNDS);
    expect(rounds[0]).toMatchObject({
      id: played.round.id,
      bet: 3,
      win: played.round.win,
      gameName: expect.any(String),
    });
    expect(rounds.some((r) => r.bet === 4)).toBe(false);
    const times = rounds.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(okData(await h.call(e.getGameRounds, { token, query: { limit: 1 } }))).toHaveLength(1);
    expect(errCode(await h.call(e.getGameRounds, { token, query: { limit: 51 } }))).toBe('VALIDATION_ERROR');
    expect((await h.call(e.getGameRounds, {})).status).toBe(403);
  });

  it('plays rounds that move the wallet, and demo rounds that do not', async () => {
    const token = await h.login('goldrush@players.demo.test');
    const before = okData(await h.call(e.getUserDetails, { token })).getUser.userWallet.amount;
    const r = okData(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 2 } }));
    expect(r.wallet.amount).toBeCloseTo(before - 2 + r.round.win, 2);
    const demo = okData(await h.call(e.playRound, { params: { slug: 'book-of-dev' }, body: { bet: 2, demo: true } }));
    expect(demo.wallet.totalAmount).toBe(0);
    expect((await h.call(e.playRound, { params: { slug: 'book-of-dev' }, body: { bet: 2 } })).status).toBe(403);
    expect(errCode(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: -1 } }))).toBe(
      'VALIDATION_ERROR',
    );
    const newbie = await h.login('newbie@demo.test', 'Another#2');
    expect(
      errCode(await h.call(e.playRound, { token: newbie, params: { slug: 'book-of-dev' }, body: { bet: 1 } })),
    ).toBe('INSUFFICIENT_FUNDS');
  });

  it('lists tournaments with leaderboards, joins, and player stats', async () => {
    const list = okData(await h.call(e.getTournaments, { token: player }));
    expect(list.map((t) => t.status)).toEqual(expect.arrayContaining(['running', 'ended', 'upcoming']));
    const board = okData(await h.call(e.getLeaderboard, { token: player, params: { id: 1 }, query: { limit: 10 } }));
    expect(board.rows).toHaveLength(10);
    expect(must(board.rows[0]).prize).toBe(1000);
    expect(board.me?.userId).toBe(1);
    expect(errCode(await h.call(e.joinTournament, { token: player, params: { id: 1 }, body: {} }))).toBe(
      'ALREADY_JOINED',
    );
    expect(errCode(await h.call(e.joinTournament, { token: player, params: { id: 3 }, body: {} }))).toBe(
      'TOURNAMENT_ENDED',
    );
    expect(
      okData(await h.call(e.joinTournament, { token: player, params: { id: 2 }, body: {} })).tournament.joined,
    ).toBe(true);
    expect(errCode(await h.call(e.getLeaderboard, { params: { id: 99 } }))).toBe('NOT_FOUND');
    expect(errCode(await h.call(e.getLeaderboard, { params: { id: 'abc' } }))).toBe('NOT_FOUND');
    const stats = okData(await h.call(e.getPlayerStats, { params: { id: 1 } }));
    expect(stats.races).toBeGreaterThanOrEqual(2);
  });
});

describe('referral and chat', () => {
  it('answers referral stats and pays the reward once', async () => {
    const r = okData(await h.call(e.getReferral, { token: player }));
    expect(r).toMatchObject({ referralCode: 'MAXPLAYER', visits: 42, registrations: 4 });
    okData(await h.call(e.trackReferralVisit, { body: { code: 'maxplayer' } }));
    expect(okData(await h.call(e.getReferral, { token: player })).visits).toBe(43);
    expect(errCode(await h.call(e.trackReferralVisit, { body: { code: 'NOPE' } }))).toBe('NOT_FOUND');
    const claim = okData(await h.call(e.claimReferral, { token: player, body: {} }));
    expect(claim.amount).toBe(r.claimable);
    expect(errCode(await h.call(e.claimReferral, { token: player, body: {} }))).toBe('NOTHING_TO_CLAIM');
  });

  it('reads rooms and messages; sending needs a login', async () => {
    const rooms = okData(await h.call(e.getChatRooms));
    expect(rooms.length).toBeGreaterThan(0);
    const before = okData(await h.call(e.getChatMessages, { params: { roomId: must(rooms[0]).id } }));
    const sent = okData(
      await h.call(e.sendChatMessage, {
        token: player,
        params: { roomId: must(rooms[0]).id },
        body: { text: 'hello from a test' },
      }),
    );
    expect(sent.nickname).toBe('MaxPlayer');
    const after = okData(await h.call(e.getChatMessages, { params: { roomId: must(rooms[0]).id } }));
    expect(after.length).toBe(before.length + 1);
    expect((await h.call(e.sendChatMessage, { params: { roomId: 1 }, body: { text: 'x' } })).status).toBe(403);
    expect(
      errCode(await h.call(e.sendChatMessage, { token: player, params: { roomId: 1 }, body: { text: '   ' } })),
    ).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.getChatMessages, { params: { roomId: 99 } }))).toBe('NOT_FOUND');
  });
});

describe('registry coverage', () => {
  it('has a route for every contract endpoint', async () => {
    const sample: Record<string, string> = { lng: 'en', slug: 'book-of-dev', id: '1', gameId: '1', roomId: '1' };
    for (const [name, ep] of Object.entries(e)) {
      if (name === 'devReset') continue;
      const params = Object.fromEntries(
        [...ep.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [String(m[1]), sample[String(m[1])] ?? '1']),
      );
      const res = await fetch(`${h.url}${ep.path.replace(/:([A-Za-z]+)/g, (_m, k: string) => params[k] ?? '1')}`, {
        method: ep.method,
        headers: ep.method === 'GET' || ep.method === 'DELETE' ? {} : { 'content-type': 'application/json' },
        body: ep.method === 'GET' || ep.method === 'DELETE' ? undefined : '{}',
      });
      const body = (await res.json()) as { error?: { message?: string } };
      expect(body.error?.message ?? '', name).not.toMatch(/^No route/);
    }
  });
});

describe('bad requests', () => {
  it('answers unknown routes and wrong bodies with the error envelope', async () => {
    const res = await fetch(`${h.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    const text = await fetch(`${h.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    const xml = await fetch(`${h.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(xml.status).toBe(415);
    expect(await xml.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    // A log event over the 40 MB body limit, written straight into a buffer (JSON.stringify of it takes half a second).
    const [head, tail] = ['{"event":"PAGE_VIEW","data":{"url":"', '"}}'];
    const body = Buffer.alloc(head.length + 41 * 1024 * 1024 + tail.length, 'x');
    body.write(head);
    body.write(tail, body.length - tail.length);
    const huge = await fetch(`${h.url}/api/user/log-event`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(huge.status).toBe(413);
    const arr = await h.call(e.login, { body: [1, 2, 3] });
    expect(errCode(arr)).toBe('VALIDATION_ERROR');
  });
});

describe('assets', () => {
  it("serves a game's artwork as a real PNG (raster, like real thumbnails), the same for the same game, another hue for another", async () => {
    const png = async (slug: string) => {
      const res = await fetch(`${h.url}/api/core/casino/assets/games/${slug}.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      return Buffer.from(await res.arrayBuffer());
    };
    const book = await png('book-of-dev');
    expect(book.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(book.readUInt32BE(16)).toBe(320); // IHDR width
    expect(book.readUInt32BE(20)).toBe(240); // IHDR height
    expect(await png('book-of-dev')).toEqual(book);
    expect(await png('dev-megaways')).not.toEqual(book);
  });

  it('serves other placeholder artwork (payment and provider logos) as an SVG naming it', async () => {
    const res = await fetch(`${h.url}/api/core/casino/assets/payments/skrill.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('skrill');
  });
});

describe('cashier extras (own backend): idempotent deposits, redirect methods, 3-D Secure, withdrawal rules', () => {
  const START = '2026-03-11T12:00:00.000Z';
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  let c: Harness;
  let demo: string;
  const bank = {
    beneficiaryName: 'Max Player',
    accountNumber: '12345678',
    bankCode: 'ABCD0123456',
    email: 'player@demo.test',
  };
  const at = (ms: number) => new Date(Date.parse(START) + ms).toISOString();
  // The dev clock keeps running from where a test sets it: times are compared in whole minutes from START.
  const minutes = (iso: string | null | undefined) =>
    iso ? Math.round((Date.parse(iso) - Date.parse(START)) / MIN) : null;
  const steps = (w: { timeline?: Array<{ status: string; at: string }> | undefined }) =>
    (w.timeline ?? []).map((t) => [t.status, minutes(t.at)]);
  const clockTo = async (ms: number) => okData(await c.call(e.devClock, { body: { now: at(ms) } }));
  const page = (path: string, init?: RequestInit) => fetch(`${c.url}${path}`, { redirect: 'manual', ...init });
  const payForm = (depositId: number, t: string, outcome: string) =>
    page(`/api/core/cashier/dev-pay/${depositId}`, { method: 'POST', body: new URLSearchParams({ t, outcome }) });

  beforeAll(async () => {
    c = await startHarness({ now: START });
    demo = await c.login('player@demo.test');
  }, 60_000);
  afterAll(async () => {
    await c?.close();
  });

  describe('deposits', () => {
    it('makes one deposit per idempotency key, even for concurrent sends, and answers repeats as the deposit stands', async () => {
      const token = await c.login('luckyluke@players.demo.test');
      const count = async (key: string) =>
        (
          await c.backend.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM deposits WHERE idempotency_key = $1',
            [key],
          )
        ).rows[0]?.n;
      const body = { paymentMethodId: 2, amount: 30, idempotencyKey: 'attempt-0001-aaaaaaaa' };
      const [a, b] = await Promise.all([
        c.call(e.createDeposit, { token, body }),
        c.call(e.createDeposit, { token, body }),
      ]);
      const first = okData(a);
      expect(okData(b)).toEqual(first);
      expect(first).toMatchObject({
        modal: 'deposit-success',
        deposit: { status: 'success' },
        threeDs: null,
        crypto: null,
        redirect: null,
      });
      expect(await count(body.idempotencyKey)).toBe(1);
      // a repeat changes nothing, even with another amount
      const again = okData(await c.call(e.createDeposit, { token, body: { ...body, amount: 99 } }));
      expect(again).toMatchObject({ deposit: { id: first.deposit.id, amount: 30 }, depositCount: first.depositCount });
      const other = okData(
        await c.call(e.createDeposit, { token, body: { ...body, idempotencyKey: 'attempt-0002-bbbbbbbb' } }),
      );
      expect(other.deposit.id).not.toBe(first.deposit.id);
      expect(other.depositCount).toBe(first.depositCount + 1);
      // a repeat of a pending deposit answers its current status and the first answer's data
      const cryptoBody = { paymentMethodId: 4, amount: 50, network: 'TRC20', idempotencyKey: 'attempt-0003-cccccccc' };
      const pending = okData(await c.call(e.createDeposit, { token, body: cryptoBody }));
      okData(await c.call(e.cancelDeposit, { token, body: { depositId: pending.deposit.id } }));
      const repeat = okData(await c.call(e.createDeposit, { token, body: cryptoBody }));
      expect(repeat).toMatchObject({
        deposit: { id: pending.deposit.id, status: 'cancelled' },
        modal: 'deposit-cancel',
        crypto: pending.crypto,
      });
      expect(errCode(await c.call(e.createDeposit, { token, body: { ...body, idempotencyKey: 'short' } }))).toBe(
        'VALIDATION_ERROR',
      );
    });

    it('sends redirect methods to the dev provider page, which settles the deposit and returns to the casino', async () => {
      const token = await c.login('luckyluke@players.demo.test');
      const start = async (amount: number, returnUrl = '/deposit?tab=bank#top') => {
        const d = okData(await c.call(e.createDeposit, { token, body: { paymentMethodId: 2, amount, returnUrl } }));
        expect(d).toMatchObject({ modal: 'deposit-pending', deposit: { status: 'pending' } });
        const url = must(d.redirect).url;
        expect(url).toMatch(new RegExp(`^/api/core/cashier/dev-pay/${d.deposit.id}\\?t=[\\w-]+$`));
        return { id: d.deposit.id, url, t: must(new URL(url, c.url).searchParams.get('t')) };
      };
      const status = async (id: number) => okData(await c.call(e.getDeposit, { token, params: { id } })).deposit;

      const paid = await start(40);
      const shown = await page(paid.url);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toContain('text/html');
      const csp = shown.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'nonce-[^']+'/);
      expect(csp).toContain("form-action 'self'");
      const html = await shown.text();
      for (const text of ['Skrill', '40.00 EUR', '>Pay<', '>Decline<', '>Cancel<']) expect(html).toContain(text);
      expect((await payForm(paid.id, 'wrong-token', 'pay')).status).toBe(404);
      expect((await page(`/api/core/cashier/dev-pay/${paid.id}?t=nope`)).status).toBe(404);
      const back = await payForm(paid.id, paid.t, 'pay');
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/deposit?tab=bank&depositId=${paid.id}#top`);
      expect(await status(paid.id)).toMatchObject({ status: 'success' });
      // a settled deposit's page only sends the player back
      const again = await page(paid.url);
      expect([again.status, again.headers.get('location')]).toEqual([
        303,
        `/deposit?tab=bank&depositId=${paid.id}#top`,
      ]);
      expect((await payForm(paid.id, paid.t, 'cancel')).status).toBe(303);
      expect((await status(paid.id)).status).toBe('success');

      const declined = await start(41);
      expect((await payForm(declined.id, declined.t, 'decline')).status).toBe(303);
      expect(await status(declined.id)).toMatchObject({ status: 'declined', errorCode: 'PROVIDER_ERROR' });
      const cancelled = await start(42, '/deposit');
      expect((await payForm(cancelled.id, cancelled.t, 'cancel')).headers.get('location')).toBe(
        `/deposit?depositId=${cancelled.id}`,
      );
      expect((await status(cancelled.id)).status).toBe('cancelled');
      // "Pay" follows the cents rule
      const byCents = await start(43.02);
      await payForm(byCents.id, byCents.t, 'pay');
      expect((await status(byCents.id)).status).toBe('declined');
      const stays = await start(43.05);
      await payForm(stays.id, stays.t, 'pay');
      expect((await status(stays.id)).status).toBe('pending');
      expect((await payForm(stays.id, stays.t, 'maybe')).status).toBe(400);

      // only same-origin paths
      for (const returnUrl of [
        '//evil.example/x',
        '/\\evil.example',
        'https://evil.example/',
        '/a\\b',
        '/x\r\nSet-Cookie: a=b',
        'deposit',
        '/a//b',
      ]) {
        expect(
          errCode(await c.call(e.createDeposit, { token, body: { paymentMethodId: 2, amount: 40, returnUrl } })),
          returnUrl,
        ).toBe('VALIDATION_ERROR');
      }
      // without returnUrl: the provider answers at once, as before
      expect(okData(await c.call(e.createDeposit, { token, body: { paymentMethodId: 2, amount: 44 } }))).toMatchObject({
        modal: 'deposit-success',
        redirect: null,
      });
      // cards and crypto ignore returnUrl
      const crypto = okData(
        await c.call(e.createDeposit, { token, body: { paymentMethodId: 4, amount: 50, returnUrl: '/deposit' } }),
      );
      expect([crypto.redirect, crypto.crypto?.network]).toEqual([null, 'TRC20']);
    });

    it('serves the 3-D Secure check page, framed by the same origin, that posts the choice to its parent', async () => {
      const token = await c.login('luckyluke@players.demo.test');
      const card = { number: '4000000000003220', expiry: '12/30', cvc: '123', holderName: 'Lucky Luke' };
      const d = okData(await c.call(e.createDeposit, { token, body: { paymentMethodId: 1, amount: 40, card } }));
      const threeDs = must(d.threeDs);
      expect(threeDs.acsUrl).toBe(`/api/core/cashier/dev-3ds?MD=${threeDs.MD}&PaReq=${threeDs.PaReq}`);
      const res = await page(threeDs.acsUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const html = await res.text();
      for (const text of [
        `"MD":"${threeDs.MD}"`,
        threeDs.PaReq,
        'casino-dev-3ds',
        '40.00 EUR',
        '>Confirm<',
        '>Fail<',
        '>Cancel<',
      ])
        expect(html).toContain(text);
      expect((await page(`/api/core/cashier/dev-3ds?MD=${threeDs.MD}&PaReq=wrong`)).status).toBe(404);
      expect((await page('/api/core/cashier/dev-3ds?MD=abc&PaReq=x')).status).toBe(404);
      // "Fail" makes the page send PaReq 'wrong': the webhook fails the deposit
      expect(okData(await c.call(e.threeDsWebhook, { body: { PaReq: 'wrong', MD: threeDs.MD } }))).toMatchObject({
        modal: 'deposit-failed',
        deposit: { status: 'failed' },
      });
      const after = await page(threeDs.acsUrl);
      expect(after.status).toBe(200);
      expect(await after.text()).toContain('Nothing to confirm');
    });
  });

  describe('withdrawals', () => {
    it('lists what blocks a newbie: a deposit and the email verification', async () => {
      const newbie = await c.login('newbie@demo.test');
      const el = okData(await c.call(e.getWithdrawalEligibility, { token: newbie }));
      expect(el).toEqual({
        eligible: false,
        blocks: [{ code: 'DEPOSIT_REQUIRED' }, { code: 'REQUIRED_EMAIL_VERIFICATION' }],
        withdrawable: 0,
        currencyCode: 'EUR',
        instant: { used: 0, limit: 500, period: 'daily' },
        methods: ['bank', 'upi', 'crypto'],
        networks: ['BTC', 'TRC20', 'ERC20', 'BEP20'],
        reversible: true,
      });
    });

    it('blocks the demo player by its active bonus until it is cancelled', async () => {
      const el = okData(await c.call(e.getWithdrawalEligibility, { token: demo }));
      expect(el.eligible).toBe(false);
      expect(el.blocks).toEqual([
        { code: 'ACTIVE_BONUS', details: { activeUserBonusId: expect.any(Number), name: 'Reload Bonus 50%' } },
      ]);
      const refusal = await c.call(e.confirmWithdrawal, {
        token: demo,
        body: { method: 'bank', amount: 20, details: bank },
      });
      expect(errCode(refusal)).toBe('ACTIVE_BONUS');
      okData(
        await c.call(e.cancelBonus, {
          token: demo,
          body: { userBonusId: must(el.blocks[0]?.details?.['activeUserBonusId'] as number | undefined) },
        }),
      );
      const now = okData(await c.call(e.getWithdrawalEligibility, { token: demo }));
      expect(now).toMatchObject({ eligible: true, blocks: [], withdrawable: 250 });
    });

    it('asks the tagged player for KYC documents, in eligibility and on confirm', async () => {
      const kyc = await c.login('kyc@demo.test');
      const el = okData(await c.call(e.getWithdrawalEligibility, { token: kyc }));
      expect(el).toMatchObject({
        eligible: false,
        blocks: [{ code: 'KYC_REQUIRED', details: { documents: ['identity', 'address'] } }],
        withdrawable: 300,
      });
      const refusal = await c.call(e.confirmWithdrawal, {
        token: kyc,
        body: { method: 'bank', amount: 20, details: bank },
      });
      expect([refusal.status, errCode(refusal)]).toEqual([422, 'KYC_REQUIRED']);
      expect(refusal.ok ? null : refusal.body.error.details).toEqual({ documents: ['identity', 'address'] });
    });

    it('pays instant withdrawals in 10 minutes with a timeline, and counts them against the daily allowance', async () => {
      const w = okData(
        await c.call(e.confirmWithdrawal, { token: demo, body: { method: 'bank', amount: 100, details: bank } }),
      ).withdrawal;
      expect(w).toMatchObject({ status: 'requested', instant: true, waitingFor: 'review', rejectReason: null });
      expect([steps(w), minutes(w.expectedBy)]).toEqual([[['requested', 0]], 10]);
      expect(okData(await c.call(e.getWithdrawalEligibility, { token: demo })).instant).toEqual({
        used: 100,
        limit: 500,
        period: 'daily',
      });
      await clockTo(2 * MIN);
      const pending = okData(await c.call(e.getPendingWithdrawals, { token: demo }));
      const moved = must(pending.find((x) => x.id === w.id));
      expect([moved.status, steps(moved)]).toEqual([
        'pending',
        [
          ['requested', 0],
          ['pending', 1],
        ],
      ]);
      await clockTo(11 * MIN);
      const done = must(okData(await c.call(e.getWithdrawals, { token: demo })).rows.find((x) => x.id === w.id));
      expect(done).toMatchObject({ status: 'confirmed', expectedBy: null, waitingFor: null });
      expect([steps(done), minutes(done.updatedAt)]).toEqual([
        [
          ['requested', 0],
          ['pending', 1],
          ['confirmed', 10],
        ],
        10,
      ]);
      expect(okData(await c.call(e.getWithdrawalEligibility, { token: demo })).instant.used).toBe(100);
    });

    it('rejects amounts ending in .66 where they would be confirmed, and gives the money back', async () => {
      const before = okData(await c.call(e.getWithdrawalEligibility, { token: demo })).withdrawable;
      const w = okData(
        await c.call(e.confirmWithdrawal, {
          token: demo,
          body: { method: 'upi', amount: 20.66, details: { upiId: 'max@bank' } },
        }),
      ).withdrawal;
      expect(okData(await c.call(e.getWithdrawalEligibility, { token: demo })).withdrawable).toBe(
        Math.round((before - 20.66) * 100) / 100,
      );
      await clockTo(22 * MIN);
      const rejected = must(okData(await c.call(e.getWithdrawals, { token: demo })).rows.find((x) => x.id === w.id));
      expect(rejected).toMatchObject({
        status: 'rejected',
        rejectReason: 'The account details do not match the name on your account',
        expectedBy: null,
        waitingFor: null,
      });
      expect(steps(rejected)).toEqual([
        ['requested', 11],
        ['pending', 12],
        ['rejected', 21],
      ]);
      expect(okData(await c.call(e.getWithdrawalEligibility, { token: demo })).withdrawable).toBe(before);
      const refunds = okData(await c.call(e.getTransactions, { token: demo, query: { type: 'withdrawal' } })).rows;
      expect(refunds.some((t) => t.amount === 20.66 && t.description.includes(`#${w.id} rejected`))).toBe(true);
    });

    it('pays the rest of the day in 24 h, and a cancelled one leaves a cancelled timeline', async () => {
      okData(
        await c.call(e.devEmit, {
          body: {
            userId: 1,
            event: 'credit',
            data: { amount: 1000, currencyCode: 'EUR', reason: 'dev', wallet: 'cash' },
          },
        }),
      );
      // 100 + 20.66 of 500 used: 400 does not fit
      const big = okData(
        await c.call(e.confirmWithdrawal, {
          token: demo,
          body: { method: 'crypto', amount: 400, details: { network: 'TRC20', walletAddress: 'TXYZdevwallet0001' } },
        }),
      ).withdrawal;
      expect([big.instant, minutes(big.expectedBy)]).toEqual([false, 22 + 24 * 60]);
      const small = okData(
        await c.call(e.confirmWithdrawal, { token: demo, body: { method: 'bank', amount: 30, details: bank } }),
      ).withdrawal;
      expect(small.instant).toBe(true);
      const cancelled = okData(
        await c.call(e.cancelWithdrawal, { token: demo, body: { withdrawalId: small.id } }),
      ).withdrawal;
      expect(cancelled).toMatchObject({ status: 'cancelled', expectedBy: null, waitingFor: null });
      expect(steps(cancelled)).toEqual([
        ['requested', 22],
        ['cancelled', 22],
      ]);
      expect(okData(await c.call(e.getWithdrawalEligibility, { token: demo })).instant.used).toBe(120.66);
      await clockTo(22 * MIN + 2 * HOUR);
      expect(
        steps(must(okData(await c.call(e.getPendingWithdrawals, { token: demo })).find((x) => x.id === big.id))),
      ).toEqual([
        ['requested', 22],
        ['pending', 22 + 60],
      ]);
      await clockTo(22 * MIN + 30 * HOUR);
      const paid = must(okData(await c.call(e.getWithdrawals, { token: demo })).rows.find((x) => x.id === big.id));
      expect(paid.status).toBe('confirmed');
      expect(steps(paid).at(-1)).toEqual(['confirmed', 22 + 24 * 60]);
      // a new day: the allowance starts again
      expect(okData(await c.call(e.getWithdrawalEligibility, { token: demo })).instant.used).toBe(0);
    });

    it('pages the history newest first, every status', async () => {
      const all = okData(await c.call(e.getWithdrawals, { token: demo }));
      expect(all.count).toBe(4);
      expect(all.rows.map((w) => w.status)).toEqual(['cancelled', 'confirmed', 'rejected', 'confirmed']);
      const first = okData(await c.call(e.getWithdrawals, { token: demo, query: { pageNo: 1, limit: 3 } }));
      const second = okData(await c.call(e.getWithdrawals, { token: demo, query: { pageNo: 2, limit: 3 } }));
      expect([first.count, first.rows.length, second.rows.length]).toEqual([4, 3, 1]);
      expect([...first.rows, ...second.rows].map((w) => w.id)).toEqual(all.rows.map((w) => w.id));
      expect(errCode(await c.call(e.getWithdrawals, { token: demo, query: { limit: 'many' } }))).toBe(
        'VALIDATION_ERROR',
      );
      expect((await c.call(e.getWithdrawals)).status).toBe(403);
    });

    it('keeps a withdrawal waiting for a document until KYC is approved, then confirms it', async () => {
      await clockTo(0);
      const token = await c.login('spinqueen@players.demo.test');
      const w = okData(
        await c.call(e.confirmWithdrawal, {
          token,
          body: { method: 'upi', amount: 10, details: { upiId: 'spin@bank' } },
        }),
      ).withdrawal;
      expect(w.waitingFor).toBe('document');
      await clockTo(25 * HOUR);
      expect(must(okData(await c.call(e.getPendingWithdrawals, { token }))[0])).toMatchObject({
        id: w.id,
        status: 'pending',
        waitingFor: 'document',
      });
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64');
      for (const [labelId, side] of [
        [1, 'front'],
        [1, 'back'],
        [2, 'front'],
      ] as const) {
        okData(
          await c.call(e.uploadDocument, {
            token,
            body: {
              labelId,
              side,
              fileName: `doc-${labelId}-${side}.jpg`,
              mimeType: 'image/jpeg',
              contentBase64: jpeg,
            },
          }),
        );
      }
      await clockTo(50 * HOUR);
      const done = must(okData(await c.call(e.getWithdrawals, { token })).rows[0]);
      expect(done).toMatchObject({ id: w.id, status: 'confirmed', waitingFor: null });
      // an instant one: pending after a minute, then confirmed when KYC was approved (seen at 50 h), not at 10 minutes
      expect(steps(done)).toEqual([
        ['requested', 0],
        ['pending', 1],
        ['confirmed', 50 * 60],
      ]);
    });

    it('lets a self-excluded player withdraw', async () => {
      await clockTo(0);
      const excluded = await c.login('excluded@demo.test');
      expect(okData(await c.call(e.getWithdrawalEligibility, { token: excluded }))).toMatchObject({
        eligible: true,
        blocks: [],
        withdrawable: 120,
      });
      const w = okData(
        await c.call(e.confirmWithdrawal, { token: excluded, body: { method: 'bank', amount: 50, details: bank } }),
      ).withdrawal;
      expect(w).toMatchObject({ status: 'requested', instant: true, waitingFor: 'review' });
    });

    it('makes one withdrawal of a key however often it is sent, together or later, and locks the cash once', async () => {
      const before = okData(await c.call(e.getWithdrawalEligibility, { token: demo })).withdrawable;
      const body = { method: 'bank' as const, amount: 15, details: bank, idempotencyKey: 'withdraw-key-0000000001' };
      const answers = await Promise.all([1, 2, 3].map(() => c.call(e.confirmWithdrawal, { token: demo, body })));
      const ids = answers.map((a) => okData(a).withdrawal.id);
      expect(new Set(ids).size).toBe(1);
      const again = okData(await c.call(e.confirmWithdrawal, { token: demo, body })).withdrawal;
      expect(again.id).toBe(ids[0]);
      expect(okData(await c.call(e.getWithdrawalEligibility, { token: demo })).withdrawable).toBe(
        Math.round((before - 15) * 100) / 100,
      );
      // a new key is a new withdrawal; a malformed key is refused
      const other = okData(
        await c.call(e.confirmWithdrawal, {
          token: demo,
          body: { ...body, idempotencyKey: 'withdraw-key-0000000002' },
        }),
      ).withdrawal;
      expect(other.id).not.toBe(ids[0]);
      expect(
        errCode(await c.call(e.confirmWithdrawal, { token: demo, body: { ...body, idempotencyKey: 'short' } })),
      ).toBe('VALIDATION_ERROR');
    });
  });
});

describe('player protection by market', () => {
  const HOUR = 3_600_000;
  // Each test has its own players; the clock only moves forward here and is put back for whoever comes next.
  const advance = async (ms: number) => okData(await h.call(e.devClock, { body: { advanceMs: ms } }));
  const setMarket = async (email: string, market: 'UK' | 'SE' | 'MT' | 'ON' | 'FR' | null) =>
    expect(okData(await h.call(e.devMarket, { body: { email, market } }))).toEqual({ email, market });
  const depositLimit = <L extends { type: string; period: number }>(state: { limits: L[] }) =>
    state.limits.find((l) => l.type === 'deposit' && l.period === 0);
  const delayOf = (l: { updatedAt: string; pending?: { effectiveAt: string } | null } | undefined) =>
    l?.pending ? (Date.parse(l.pending.effectiveAt) - Date.parse(l.updatedAt)) / HOUR : null;
  const deposit = (token: string, amount: number) =>
    h.call(e.createDeposit, { token, body: { paymentMethodId: 2, amount } });
  const round = (token: string, bet: number, demo = false) =>
    h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet, demo } });
  const bank = {
    beneficiaryName: 'Demo Player',
    accountNumber: '12345678',
    bankCode: 'ABCD0123456',
    email: 'demo@players.demo.test',
  };

  afterAll(async () => {
    okData(await h.call(e.devClock, { body: { now: '2026-03-11T12:00:00.000Z' } }));
  });

  it('applies a loosening at once in the default market, offers no reality check and lets withdrawals be cancelled', async () => {
    const token = await h.login('wildcard@players.demo.test');
    expect(okData(await h.call(e.getLimits, { token })).market).toBe('default');
    okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 0, amount: 100 } }));
    const raised = okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 0, amount: 500 } }));
    expect(depositLimit(raised)).toMatchObject({ amount: 500, pending: null });
    expect(
      depositLimit(okData(await h.call(e.removeLimit, { token, body: { type: 'deposit', period: 0 } }))),
    ).toBeUndefined();
    const noCheck = await h.call(e.setRealityCheck, { token, body: { minutes: 15 } });
    expect([noCheck.status, errCode(noCheck)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(okData(await h.call(e.setRealityCheck, { token, body: { minutes: null } })).realityCheckMinutes).toBeNull();
    expect(okData(await h.call(e.getWithdrawalEligibility, { token })).reversible).toBe(true);
  });

  it('UK: a decrease applies at once, an increase waits 24 h and then for the player to confirm it, and can be cancelled', async () => {
    const email = 'rouletterose@players.demo.test';
    const token = await h.login(email);
    await setMarket(email, 'UK');
    expect(okData(await h.call(e.getLimits, { token })).market).toBe('UK');
    okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 0, amount: 200 } }));
    expect(
      depositLimit(okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 0, amount: 100 } }))),
    ).toMatchObject({ amount: 100, pending: null });
    const raised = depositLimit(
      okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 0, amount: 300 } })),
    );
    expect(raised).toMatchObject({ amount: 100, pending: { amount: 300, needsConfirmation: true, due: false } });
    expect(delayOf(raised)).toBe(24);
    const early = await h.call(e.confirmPendingLimit, { token, body: { type: 'deposit', period: 0 } });
    expect([early.status, errCode(early)]).toEqual([422, 'INVALID_STATE']);
    // past the delay it still waits for the confirmation: the old amount is what deposits meet
    await advance(25 * HOUR);
    expect(depositLimit(okData(await h.call(e.getLimits, { token })))).toMatchObject({
      amount: 100,
      pending: { amount: 300, effectiveAt: raised?.pending?.effectiveAt, needsConfirmation: true, due: true },
    });
    expect(errCode(await deposit(token, 150))).toBe('PAYMENT_LIMIT_THRESHOLD');
    expect(
      depositLimit(okData(await h.call(e.confirmPendingLimit, { token, body: { type: 'deposit', period: 0 } }))),
    ).toMatchObject({ amount: 300, pending: null });
    expect(okData(await deposit(token, 150)).deposit.status).toBe('success');
    expect(errCode(await h.call(e.confirmPendingLimit, { token, body: { type: 'deposit', period: 0 } }))).toBe(
      'NOT_FOUND',
    );
    // a newer increase replaces the pending one; cancelling keeps the limit as it is
    okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 0, amount: 400 } }));
    expect(
      depositLimit(okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 0, amount: 500 } })))
        ?.pending?.amount,
    ).toBe(500);
    expect(
      depositLimit(okData(await h.call(e.cancelPendingLimit, { token, body: { type: 'deposit', period: 0 } }))),
    ).toMatchObject({ amount: 300, pending: null });
    expect(errCode(await h.call(e.cancelPendingLimit, { token, body: { type: 'deposit', period: 0 } }))).toBe(
      'NOT_FOUND',
    );
  });

  it('UK: a requested withdrawal cannot be reversed', async () => {
    // a player with nothing left to wager (a deposit would have to be played through first)
    const email = 'ladyluck@players.demo.test';
    const token = await h.login(email);
    await setMarket(email, 'UK');
    expect(okData(await h.call(e.getWithdrawalEligibility, { token })).reversible).toBe(false);
    const w = okData(
      await h.call(e.confirmWithdrawal, { token, body: { method: 'bank', amount: 20, details: bank } }),
    ).withdrawal;
    const refusal = await h.call(e.cancelWithdrawal, { token, body: { withdrawalId: w.id } });
    expect([refusal.status, errCode(refusal)]).toEqual([422, 'WITHDRAWAL_REVERSAL_NOT_ALLOWED']);
    expect(okData(await h.call(e.getPendingWithdrawals, { token })).map((x) => x.id)).toContain(w.id);
  });

  it("offers the market's reality-check intervals only (UK 15, 30, 60)", async () => {
    const token = await h.login('rouletterose@players.demo.test');
    for (const minutes of [15, 30, 60])
      expect(okData(await h.call(e.setRealityCheck, { token, body: { minutes } })).realityCheckMinutes).toBe(minutes);
    const odd = await h.call(e.setRealityCheck, { token, body: { minutes: 45 } });
    expect([odd.status, errCode(odd)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(okData(await h.call(e.getLimits, { token })).realityCheckMinutes).toBe(60);
    expect(okData(await h.call(e.setRealityCheck, { token, body: { minutes: null } })).realityCheckMinutes).toBeNull();
  });

  it('SE: deposits and real play wait for a deposit and a session limit, demo play does not', async () => {
    const email = 'coinflip@players.demo.test';
    const token = await h.login(email);
    await setMarket(email, 'SE');
    const refusal = await deposit(token, 50);
    expect([refusal.status, errCode(refusal)]).toEqual([422, 'RG_LIMITS_REQUIRED']);
    expect(refusal.ok ? null : refusal.body.error.details).toEqual({ missing: ['deposit', 'session'] });
    expect(errCode(await h.call(e.launchGame, { token, params: { slug: 'book-of-dev' }, body: { demo: false } }))).toBe(
      'RG_LIMITS_REQUIRED',
    );
    expect(errCode(await round(token, 1))).toBe('RG_LIMITS_REQUIRED');
    expect(
      okData(await h.call(e.launchGame, { token, params: { slug: 'book-of-dev' }, body: { demo: true } })).demo,
    ).toBe(true);
    expect(okData(await round(token, 1, true)).round.bet).toBe(1);
    okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 0, amount: 100 } }));
    const session = await deposit(token, 50);
    expect(session.ok ? null : session.body.error).toMatchObject({
      code: 'RG_LIMITS_REQUIRED',
      details: { missing: ['session'] },
    });
    okData(await h.call(e.setSessionLimit, { token, body: { minutes: 720 * 60 } }));
    expect(okData(await deposit(token, 50)).deposit.status).toBe('success');
    expect(
      okData(await h.call(e.launchGame, { token, params: { slug: 'book-of-dev' }, body: { demo: false } })).demo,
    ).toBe(false);
    expect(okData(await round(token, 1)).round.bet).toBe(1);
  });

  it('SE: an increase applies by itself 72 h later, a removal waits too (then the deposit limit is missing again)', async () => {
    const token = await h.login('coinflip@players.demo.test');
    const raised = depositLimit(
      okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 0, amount: 300 } })),
    );
    expect(raised).toMatchObject({ amount: 100, pending: { amount: 300, needsConfirmation: false } });
    expect(delayOf(raised)).toBe(72);
    expect(errCode(await deposit(token, 60))).toBe('PAYMENT_LIMIT_THRESHOLD');
    // no confirmation in SE: the deposit check itself finds the increase due
    await advance(73 * HOUR);
    expect(okData(await deposit(token, 150)).deposit.status).toBe('success');
    expect(depositLimit(okData(await h.call(e.getLimits, { token })))).toMatchObject({ amount: 300, pending: null });
    const removal = depositLimit(okData(await h.call(e.removeLimit, { token, body: { type: 'deposit', period: 0 } })));
    expect(removal).toMatchObject({ amount: 300, pending: { amount: null, needsConfirmation: false } });
    expect(delayOf(removal)).toBe(72);
    expect(errCode(await h.call(e.confirmPendingLimit, { token, body: { type: 'deposit', period: 0 } }))).toBe(
      'INVALID_STATE',
    );
    await advance(73 * HOUR);
    const missing = await deposit(token, 20);
    expect(missing.ok ? null : missing.body.error).toMatchObject({
      code: 'RG_LIMITS_REQUIRED',
      details: { missing: ['deposit'] },
    });
    expect(depositLimit(okData(await h.call(e.getLimits, { token })))).toBeUndefined();
  });

  it('FR: a bet limit is required, changes once per hour, and a raise applies 48 h later in the round check', async () => {
    const email = 'dragondan@players.demo.test';
    const token = await h.login(email);
    await setMarket(email, 'FR');
    const refusal = await round(token, 1);
    expect(refusal.ok ? null : refusal.body.error).toMatchObject({
      code: 'RG_LIMITS_REQUIRED',
      details: { missing: ['deposit', 'bet'] },
    });
    okData(await h.call(e.setLimit, { token, body: { type: 'deposit', period: 2, amount: 500 } }));
    const set = okData(await h.call(e.setLimit, { token, body: { type: 'bet', period: 0, amount: 10 } })).limits.find(
      (l) => l.type === 'bet',
    );
    const again = await h.call(e.setLimit, { token, body: { type: 'bet', period: 0, amount: 5 } });
    expect(again.ok ? null : again.body.error).toMatchObject({
      code: 'LIMIT_CHANGE_COOLDOWN',
      details: { nextChangeAt: must(set?.nextChangeAt) },
    });
    await advance(HOUR + 60_000);
    const bet = okData(await h.call(e.setLimit, { token, body: { type: 'bet', period: 0, amount: 20 } })).limits.find(
      (l) => l.type === 'bet',
    );
    expect(bet).toMatchObject({ amount: 10, pending: { amount: 20, needsConfirmation: false } });
    expect(delayOf(bet)).toBe(48);
    expect(errCode(await round(token, 15))).toBe('MAX_BET_LIMIT_REACHED');
    await advance(49 * HOUR);
    expect(okData(await round(token, 15)).round.bet).toBe(15);
    expect(okData(await h.call(e.getLimits, { token })).limits.find((l) => l.type === 'bet')).toMatchObject({
      amount: 20,
      pending: null,
    });
    expect(okData(await h.call(e.getWithdrawalEligibility, { token })).reversible).toBe(false);
  });

  it('MT and ON: an increase applies by itself 24 h later, found due by the deposit check and by the round check', async () => {
    // one player per check: either applies all of a player's due changes
    const depositor = 'blackjackben@players.demo.test';
    const bettor = 'sevenseas@players.demo.test';
    const [dToken, bToken] = [await h.login(depositor), await h.login(bettor)];
    await setMarket(depositor, 'MT');
    await setMarket(bettor, 'ON');
    okData(await h.call(e.setLimit, { token: dToken, body: { type: 'deposit', period: 0, amount: 100 } }));
    expect(
      delayOf(
        depositLimit(
          okData(await h.call(e.setLimit, { token: dToken, body: { type: 'deposit', period: 0, amount: 300 } })),
        ),
      ),
    ).toBe(24);
    okData(await h.call(e.setLimit, { token: bToken, body: { type: 'bet', period: 0, amount: 10 } }));
    await advance(HOUR + 60_000);
    const bet = okData(
      await h.call(e.setLimit, { token: bToken, body: { type: 'bet', period: 0, amount: 20 } }),
    ).limits.find((l) => l.type === 'bet');
    expect([bet?.amount, bet?.pending?.needsConfirmation, delayOf(bet)]).toEqual([10, false, 24]);
    expect(errCode(await deposit(dToken, 150))).toBe('PAYMENT_LIMIT_THRESHOLD');
    expect(errCode(await round(bToken, 15))).toBe('MAX_BET_LIMIT_REACHED');
    await advance(25 * HOUR);
    expect(okData(await deposit(dToken, 150)).deposit.status).toBe('success');
    expect(okData(await round(bToken, 15)).round.bet).toBe(15);
  });

  it('sums the real-money rounds since this session began: net = wins - bets', async () => {
    const email = 'vikingval@players.demo.test';
    await advance(60_000);
    const token = await h.login(email);
    const empty = okData(await h.call(e.getSessionSummary, { token }));
    expect(empty).toMatchObject({ bets: 0, wins: 0, net: 0, currencyCode: 'EUR' });
    const rounds = [];
    for (const bet of [1, 2, 5]) rounds.push(okData(await round(token, bet)).round);
    okData(await round(token, 10, true));
    const wins = Math.round(rounds.reduce((a, r) => a + r.win, 0) * 100) / 100;
    const summary = okData(await h.call(e.getSessionSummary, { token }));
    expect(summary).toEqual({
      startedAt: empty.startedAt,
      bets: 8,
      wins,
      net: Math.round((wins - 8) * 100) / 100,
      currencyCode: 'EUR',
    });
    // a new sign-in starts a new session
    await advance(60_000);
    const later = okData(await h.call(e.getSessionSummary, { token: await h.login(email) }));
    expect(later).toMatchObject({ bets: 0, wins: 0, net: 0 });
    expect(Date.parse(later.startedAt)).toBeGreaterThan(Date.parse(empty.startedAt));
    expect((await h.call(e.getSessionSummary)).status).toBe(403);
  });

  it('answers whether a self-exclusion covers every brand, and keeps it while the exclusion runs', async () => {
    const token = await h.login('stardust@players.demo.test');
    expect(
      okData(await h.call(e.selfExclude, { token, body: { duration: '1d', allBrands: true } })).selfExclusion
        ?.allBrands,
    ).toBe(true);
    expect(okData(await h.call(e.selfExclude, { token, body: { duration: '1w' } })).selfExclusion?.allBrands).toBe(
      true,
    );
    const other = await h.login('piratepete@players.demo.test');
    expect(okData(await h.call(e.selfExclude, { token: other, body: { duration: '1h' } })).selfExclusion).toMatchObject(
      { allBrands: false },
    );
  });

  it("sets and clears a player's market by email (/__dev/market)", async () => {
    const email = 'crystalcat@players.demo.test';
    const token = await h.login(email);
    await setMarket(email, 'SE');
    expect(okData(await h.call(e.getLimits, { token })).market).toBe('SE');
    await setMarket(email, null);
    expect(okData(await h.call(e.getLimits, { token })).market).toBe('default');
    const unknown = await h.call(e.devMarket, { body: { email: 'nobody@players.demo.test', market: 'UK' } });
    expect([unknown.status, errCode(unknown)]).toEqual([404, 'NOT_FOUND']);
    expect(errCode(await h.call(e.devMarket, { body: { email, market: 'DE' } }))).toBe('VALIDATION_ERROR');
  });
});

describe('Google sign-in: the fake consent screen and google-login', () => {
  const clientId = 'dev-curacao.apps.googleusercontent.test';
  const redirectUri = 'http://localhost:4401/auth/google/callback';
  const verifier = 'v'.repeat(20) + '-dev-google-verifier-0123456789';
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const geo = { 'x-dev-country': 'MT' };
  const authorizeQuery = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'st-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...overrides,
    });

  /** What pressing Continue (or Cancel) on the consent screen does: the callback address the browser is sent to. */
  async function consent(account: string, overrides: Record<string, string> = {}): Promise<URL> {
    const form = authorizeQuery(overrides);
    form.set('account', account);
    const res = await fetch(`${h.url}/__dev/google/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(303);
    return new URL(must(res.headers.get('location'), 'location'));
  }
  const codeFor = async (account: string, overrides: Record<string, string> = {}) =>
    must((await consent(account, overrides)).searchParams.get('code'), 'code');
  const googleLogin = (body: Record<string, unknown>) =>
    h.call(e.googleLogin, { body: { codeVerifier: verifier, redirectUri, ...body }, headers: geo });

  it('turns Google sign-in on for every dev brand, with a client id and the consent screen', async () => {
    for (const brand of Object.keys(BRANDS)) {
      const settings = okData(await h.call(e.getSettings, { headers: { 'x-casino-brand': brand } }));
      expect(settings).toMatchObject({
        googleLoginEnabled: true,
        googleClientId: `dev-${brand}.apps.googleusercontent.test`,
      });
      expect(settings.googleAuthUrl).toMatch(/\/__dev\/google\/authorize$/);
    }
  });

  it('shows the accounts with a Continue each and Cancel, as a self-contained page; refuses unsafe requests on the page', async () => {
    const page = await fetch(`${h.url}/__dev/google/authorize?${authorizeQuery()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('player@demo.test');
    expect(html).toMatch(/newgoogle\+\d+@example\.com/);
    expect(html.match(/>Continue</g)).toHaveLength(2);
    expect(html).toContain('>Cancel<');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    const unsafe: Array<Record<string, string>> = [
      { redirect_uri: 'https://evil.example/steal' },
      { client_id: 'someone-else' },
      { code_challenge_method: 'plain' },
    ];
    for (const bad of unsafe) {
      const refused = await fetch(`${h.url}/__dev/google/authorize?${authorizeQuery(bad)}`, { redirect: 'manual' });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
    }
  });

  it('sends Cancel back as access_denied with the state', async () => {
    const back = await consent('cancel');
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'st-1' });
  });

  it('signs the linked demo player in with the login answer', async () => {
    const back = await consent('demo');
    expect(back.searchParams.get('state')).toBe('st-1');
    const answer = okData(await googleLogin({ code: must(back.searchParams.get('code')) }));
    expect(answer).toMatchObject({ newAccount: false, accessToken: expect.any(String) });
    const me = okData(await h.call(e.getUserDetails, { token: answer.accessToken }));
    expect(me.getUser.email).toBe('player@demo.test');
  });

  it('refuses a verifier that does not match the challenge (PKCE)', async () => {
    const code = await codeFor('demo');
    const res = await googleLogin({ code, codeVerifier: 'w'.repeat(50) });
    expect([res.status, errCode(res)]).toEqual([400, 'TOKEN_INVALID']);
  });

  it('refuses a code used twice', async () => {
    const code = await codeFor('demo');
    okData(await googleLogin({ code }));
    const again = await googleLogin({ code });
    expect([again.status, errCode(again)]).toEqual([400, 'TOKEN_INVALID']);
  });

  it('refuses a code redeemed for another redirect URI, or at another brand', async () => {
    expect(
      errCode(
        await googleLogin({ code: await codeFor('demo'), redirectUri: 'http://localhost:4999/auth/google/callback' }),
      ),
    ).toBe('TOKEN_INVALID');
    const otherBrand = await h.call(e.googleLogin, {
      body: { code: await codeFor('demo'), codeVerifier: verifier, redirectUri },
      headers: { ...geo, 'x-casino-brand': 'royale' },
    });
    expect(errCode(otherBrand)).toBe('TOKEN_INVALID');
  });

  it('creates a new Google user once (verified email, geo currency, referral honoured), then signs the same one in', async () => {
    const first = okData(await googleLogin({ code: await codeFor('new-424242'), referralCode: 'maxplayer' }));
    expect(first).toMatchObject({ newAccount: true, lastLogin: null });
    const me = okData(await h.call(e.getUserDetails, { token: first.accessToken })).getUser;
    expect(me).toMatchObject({ email: 'newgoogle+424242@example.com', isEmailVerified: true, currencyCode: 'EUR' });
    const second = okData(await googleLogin({ code: await codeFor('new-424242') }));
    expect(second).toMatchObject({ newAccount: false, userId: first.userId });
    expect(second.lastLogin).not.toBeNull();
  });

  it('refuses a new Google user where registration is closed, but not an existing player', async () => {
    const us = { 'x-dev-country': 'US' };
    const blocked = await h.call(e.googleLogin, {
      body: { code: await codeFor('new-777777'), codeVerifier: verifier, redirectUri },
      headers: us,
    });
    expect(errCode(blocked)).toBe('COUNTRY_RESTRICTED');
    okData(
      await h.call(e.googleLogin, {
        body: { code: await codeFor('demo'), codeVerifier: verifier, redirectUri },
        headers: us,
      }),
    );
  });
});
