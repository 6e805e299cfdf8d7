import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MIN_AGE,
  forgotPassword,
  isRegistrationOpen,
  getUserDetails,
  googleLogin,
  login,
  logout,
  resendVerification,
  resetPassword,
  sendCredentials,
  signUp,
  splitCommaList,
  updateUserDetails,
  verifyEmail,
  type AppSettings,
  type LoginBody,
  type MirrorDomain,
} from '@casino/api-contract';
import { SUPPORTED_CURRENCY_CODES, brandSettings, countryByCode } from '../data/reference';
import { DAY_MS } from '../lib/clock';
import type { Ctx, UserRow } from '../lib/context';
import { one } from '../lib/db';
import { ApiError, badRequest, refused, route } from '../lib/http';
import { hashPassword, newToken, verifyPassword } from '../lib/util';
import { reloadUser, toGetUser, userDetails } from '../lib/views';
import { brandOf } from './core';
import { redeemGoogleCode } from './dev-google';

export function checkPasswordRules(password: string, settings: AppSettings): void {
  const problems: string[] = [];
  if (password.length < settings.passwordMinLength) problems.push(`at least ${settings.passwordMinLength} characters`);
  if (settings.passwordRequireNumber && !/\d/.test(password)) problems.push('a number');
  if (settings.passwordRequireUppercase && !/[A-Z]/.test(password)) problems.push('an uppercase letter');
  if (settings.passwordRequireSpecial && !/[^A-Za-z0-9]/.test(password)) problems.push('a special character');
  if (problems.length)
    throw badRequest(
      `Password needs ${problems.join(', ')}`,
      problems.map((p) => ({ path: 'body.password', message: p })),
    );
}

export function checkAdult(dateOfBirth: string, now: Date): void {
  const dob = new Date(`${dateOfBirth}T00:00:00Z`);
  const limit = new Date(Date.UTC(now.getUTCFullYear() - MIN_AGE, now.getUTCMonth(), now.getUTCDate()));
  if (dob > limit)
    throw badRequest('You must be at least 18 years old', [
      { path: 'body.dateOfBirth', message: 'form.validation.invalid.dob' },
    ]);
}

async function mail(ctx: Ctx, to: string, kind: string, subject: string, token: string | null) {
  await ctx.db.query('INSERT INTO mail_outbox (to_email, kind, subject, token, created_at) VALUES ($1,$2,$3,$4,$5)', [
    to,
    kind,
    subject,
    token,
    ctx.clock.now(),
  ]);
}

async function issueToken(ctx: Ctx, userId: number, kind: 'verify' | 'reset', ttlMs: number) {
  const token = newToken(24);
  const now = ctx.clock.now();
  await ctx.db.query('INSERT INTO auth_tokens (token, user_id, kind, created_at, expires_at) VALUES ($1,$2,$3,$4,$5)', [
    token,
    userId,
    kind,
    now,
    new Date(now.getTime() + ttlMs),
  ]);
  return token;
}

async function useToken(ctx: Ctx, token: string, kind: 'verify' | 'reset') {
  const row = await one<{ user_id: number; expires_at: Date; used_at: Date | null }>(
    ctx.db,
    'SELECT user_id, expires_at, used_at FROM auth_tokens WHERE token = $1 AND kind = $2',
    [token, kind],
  );
  if (!row || row.used_at) throw new ApiError(400, 'TOKEN_INVALID', 'This link is invalid or was already used');
  if (new Date(row.expires_at).getTime() < ctx.clock.nowMs()) {
    throw new ApiError(400, kind === 'verify' ? 'VERIFICATION_EXPIRED' : 'TOKEN_EXPIRED', 'This link has expired');
  }
  await ctx.db.query('UPDATE auth_tokens SET used_at = $2 WHERE token = $1', [token, ctx.clock.now()]);
  return row.user_id;
}

/** Opens a session for the player: last login kept, a LOGIN event; answers the login's data. */
async function signIn(
  ctx: Ctx,
  user: UserRow,
  req: FastifyRequest,
  body: Pick<LoginBody, 'cpnc' | 'mkt' | 'userDeviceType' | 'afterReg'>,
) {
  const now = ctx.clock.now();
  const { country, ip } = ctx.geoOf(req);
  const token = await ctx.auth.createSession(user.id, ip);
  const previous = user.last_login;
  await ctx.db.query(
    'UPDATE users SET last_login = $2, cpnc = coalesce($3, cpnc), mkt = coalesce($4, mkt) WHERE id = $1',
    [
      user.id,
      JSON.stringify({ created_at: now.toISOString(), ip, location: country }),
      body.cpnc ?? null,
      body.mkt ?? null,
    ],
  );
  await ctx.db.query("INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'LOGIN', $2, $3)", [
    user.id,
    JSON.stringify({ ip, country, userDeviceType: body.userDeviceType ?? null, afterReg: body.afterReg ?? false }),
    now,
  ]);
  return {
    accessToken: token,
    lastLogin: previous,
    locale: user.locale,
    cpnc: body.cpnc ?? user.cpnc,
    userId: user.id,
  };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, ctx, getUserDetails, async ({ user }) => userDetails(ctx, user));

  route(app, ctx, login, async ({ body, req }) => {
    // The login body has one identifier: an email, or (phone tab) the full number with its code, e.g. +35679123456.
    const identifier = body.email.trim();
    const user = await one<UserRow>(
      ctx.db,
      /^\+?\d[\d\s-]*$/.test(identifier)
        ? "SELECT * FROM users WHERE regexp_replace(coalesce(phone_code, '') || coalesce(phone, ''), '\\D', '', 'g') = regexp_replace($1, '\\D', '', 'g') ORDER BY id LIMIT 1"
        : 'SELECT * FROM users WHERE lower(email) = lower($1)',
      [identifier],
    );
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong email or password');
    }
    // A frozen player, like a self-excluded one, may sign in: the account only withdraws until the freeze ends.
    return signIn(ctx, user, req, body);
  });

  route(app, ctx, googleLogin, async ({ body, req }) => {
    const brand = brandOf(req.headers['x-casino-brand']);
    const settings = brandSettings(brand);
    if (!settings.googleLoginEnabled || !settings.googleClientId)
      throw refused('LOGIN_DISABLED', 'Google sign-in is turned off on this site');
    const google = redeemGoogleCode(ctx, { ...body, clientId: settings.googleClientId });
    const existing = await one<UserRow>(ctx.db, 'SELECT * FROM users WHERE lower(email) = lower($1)', [google.email]);
    // The linked player signs in (a frozen one too, as with login); an unknown Google account becomes a new player.
    if (existing) return { ...(await signIn(ctx, existing, req, { afterReg: false })), newAccount: false };
    const { country, ip } = ctx.geoOf(req);
    if (
      splitCommaList(settings.excludedCountryCodeList).includes(country) &&
      !splitCommaList(settings.whitelistedIPs).includes(ip)
    ) {
      throw refused('COUNTRY_RESTRICTED', `Registration is not available in ${country}`, { country });
    }
    const now = ctx.clock.now();
    const geoCurrency = countryByCode(country)?.currency ?? 'EUR';
    const currency = SUPPORTED_CURRENCY_CODES.includes(geoCurrency) ? geoCurrency : 'EUR';
    let referredBy: number | null = null;
    if (body.referralCode) {
      const ref = await one<{ id: number }>(ctx.db, 'SELECT id FROM users WHERE referral_code = $1', [
        body.referralCode.toUpperCase(),
      ]);
      referredBy = ref?.id ?? null;
    }
    // No password of their own: a random one nobody knows (the player may set one with a reset link later).
    const hash = await hashPassword(`${newToken(24)}#7Aa`);
    const [firstName, ...rest] = google.name.split(' ');
    const created = await one<UserRow>(
      ctx.db,
      `INSERT INTO users (email, password_hash, first_name, last_name, country_code, currency_code, locale, brand, referred_by, is_email_verified, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,'en',$7,$8,true,$9) RETURNING *`,
      [
        google.email.toLowerCase(),
        hash,
        firstName ?? null,
        rest.join(' ') || null,
        country,
        currency,
        brand,
        referredBy,
        now,
      ],
    );
    if (!created) throw new Error('google sign-up insert returned nothing');
    await ctx.db.query('UPDATE users SET referral_code = $2 WHERE id = $1', [
      created.id,
      `P${created.id}${newToken(3)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X')}`,
    ]);
    await ctx.db.query("INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'SIGN_UP', $2, $3)", [
      created.id,
      JSON.stringify({ ip, country, via: 'google', promoCode: body.promoCode ?? null }),
      now,
    ]);
    return { ...(await signIn(ctx, created, req, { afterReg: true })), newAccount: true };
  });

  route(app, ctx, signUp, async ({ body, req }) => {
    const brand = brandOf(req.headers['x-casino-brand']);
    const settings = brandSettings(brand);
    const now = ctx.clock.now();
    const { country, ip } = ctx.geoOf(req);
    if (
      splitCommaList(settings.excludedCountryCodeList).includes(country) &&
      !splitCommaList(settings.whitelistedIPs).includes(ip)
    ) {
      throw refused('COUNTRY_RESTRICTED', `Registration is not available in ${country}`, { country });
    }
    let loginOff = false;
    if (body.mirrorDomainFk !== undefined && body.mirrorDomainFk !== null) {
      const mirror = await one<{ id: number; url: string; settings: MirrorDomain['settings'] }>(
        ctx.db,
        'SELECT * FROM mirror_domains WHERE id = $1',
        [body.mirrorDomainFk],
      );
      if (!mirror) throw badRequest(`Unknown mirror domain ${body.mirrorDomainFk}`);
      if (
        !isRegistrationOpen(
          { url: mirror.url, domainId: mirror.id, settings: mirror.settings },
          country,
          body.userDeviceType ?? 'desktop',
          now,
        )
      ) {
        throw refused('REGISTRATION_UNAVAILABLE', 'Registration is closed on this domain right now', {
          country,
          deviceType: body.userDeviceType ?? 'desktop',
        });
      }
      loginOff = mirror.settings.loginOff;
    }
    // One-click registration sends no password: generate one that satisfies every rule.
    const generatedPassword =
      body.password === undefined ? `${newToken(9).replace(/[^A-Za-z0-9]/g, 'x')}#7Aa` : undefined;
    const password = body.password ?? generatedPassword ?? '';
    checkPasswordRules(password, settings);
    if (body.dateOfBirth) checkAdult(body.dateOfBirth, now);
    const countryCode = body.countryCode ?? country;
    const currency = body.currencyCode ?? countryByCode(countryCode)?.currency ?? 'EUR';
    if (!SUPPORTED_CURRENCY_CODES.includes(currency))
      throw badRequest(`Unsupported currency ${currency}`, [{ path: 'body.currencyCode', message: 'unsupported' }]);
    const taken = await one(ctx.db, 'SELECT id FROM users WHERE lower(email) = lower($1)', [body.email]);
    if (taken) throw new ApiError(409, 'EMAIL_TAKEN', 'An account with this email already exists');
    let referredBy: number | null = null;
    if (body.referralCode) {
      const ref = await one<{ id: number }>(ctx.db, 'SELECT id FROM users WHERE referral_code = $1', [
        body.referralCode.toUpperCase(),
      ]);
      referredBy = ref?.id ?? null;
    }
    const hash = await hashPassword(password);
    const created = await one<UserRow>(
      ctx.db,
      `INSERT INTO users (email, password_hash, first_name, last_name, nickname, phone_code, phone, date_of_birth, gender, country_code,
        city, zip_code, address, currency_code, locale, cpnc, mkt, brand, mirror_domain_id, referred_by, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21) RETURNING *`,
      [
        body.email.toLowerCase(),
        hash,
        body.firstName ?? null,
        body.lastName ?? null,
        body.nickname ?? body.username ?? null,
        body.phoneCode ?? null,
        body.phone ?? null,
        body.dateOfBirth ?? null,
        body.gender ?? null,
        countryCode,
        body.city ?? null,
        body.zipCode ?? null,
        body.address ?? null,
        currency,
        body.preferredLanguage ?? 'en',
        body.cpnc ?? null,
        body.mkt ?? null,
        brand,
        body.mirrorDomainFk ?? null,
        referredBy,
        now,
      ],
    );
    if (!created) throw new Error('sign-up insert returned nothing');
    await ctx.db.query('UPDATE users SET referral_code = $2 WHERE id = $1', [
      created.id,
      `P${created.id}${newToken(3)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X')}`,
    ]);
    await ctx.db.query("INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'SIGN_UP', $2, $3)", [
      created.id,
      JSON.stringify({
        ip,
        country,
        token: body.token ?? null,
        firstUrl: body.firstUrl ?? null,
        promoCode: body.promoCode ?? null,
      }),
      now,
    ]);
    const verify = await issueToken(ctx, created.id, 'verify', DAY_MS);
    await mail(ctx, created.email, 'verify-email', 'Verify your email', verify);
    const accessToken = loginOff ? null : await ctx.auth.createSession(created.id, ip);
    return {
      accessToken,
      ...(generatedPassword ? { generatedPassword } : {}),
      createUser: {
        userId: created.id,
        email: created.email,
        currencyCode: created.currency_code,
        countryCode: created.country_code,
        isEmailVerified: created.is_email_verified,
      },
    };
  });

  route(app, ctx, logout, async ({ body, user, token }) => {
    if (token) await ctx.auth.revoke(token, body.reason);
    await ctx.db.query("INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'LOGOUT', $2, $3)", [
      user.id,
      JSON.stringify(body),
      ctx.clock.now(),
    ]);
    return null;
  });

  route(app, ctx, updateUserDetails, async ({ body, user }) => {
    const now = ctx.clock.now();
    const settings = brandSettings(user.brand ?? 'curacao');
    const set: Record<string, unknown> = {};
    if (body.email !== undefined && body.email.toLowerCase() !== user.email) {
      if (user.is_email_verified)
        throw badRequest('The email is verified and cannot be changed', [{ path: 'body.email', message: 'locked' }]);
      const taken = await one(ctx.db, 'SELECT id FROM users WHERE lower(email) = lower($1) AND id <> $2', [
        body.email,
        user.id,
      ]);
      if (taken) throw new ApiError(409, 'EMAIL_TAKEN', 'An account with this email already exists');
      set['email'] = body.email.toLowerCase();
    }
    if (body.dateOfBirth !== undefined) checkAdult(body.dateOfBirth, now);
    const kycLocked = user.kyc_status === 'APPROVED';
    const kycFields = {
      firstName: 'first_name',
      lastName: 'last_name',
      dateOfBirth: 'date_of_birth',
      address: 'address',
    } as const;
    let kycChanged = false;
    for (const [field, column] of Object.entries(kycFields) as Array<
      [keyof typeof kycFields, (typeof kycFields)[keyof typeof kycFields]]
    >) {
      const value = body[field];
      if (value === undefined || value === user[column]) continue;
      if (kycLocked && field === 'address' && !body.onChangeResetKyc) {
        throw badRequest('The address is locked once KYC is approved', [{ path: 'body.address', message: 'locked' }]);
      }
      kycChanged = true;
      set[column] = value;
    }
    if (kycChanged && kycLocked && body.onChangeResetKyc) set['kyc_status'] = 'PENDING';
    const plain = {
      nickname: 'nickname',
      phoneCode: 'phone_code',
      phone: 'phone',
      gender: 'gender',
      countryCode: 'country_code',
      city: 'city',
      zipCode: 'zip_code',
    } as const;
    for (const [field, column] of Object.entries(plain) as Array<[keyof typeof plain, string]>) {
      if (body[field] !== undefined) set[column] = body[field];
    }
    if (body.newPassword !== undefined) {
      if (!body.currentPassword || !(await verifyPassword(body.currentPassword, user.password_hash))) {
        throw refused('INVALID_PASSWORD', 'The current password is wrong');
      }
      checkPasswordRules(body.newPassword, settings);
      set['password_hash'] = await hashPassword(body.newPassword);
    }
    const keys = Object.keys(set);
    if (keys.length) {
      await ctx.db.query(`UPDATE users SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1`, [
        user.id,
        ...keys.map((k) => set[k]),
      ]);
    }
    await ctx.db.query("INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'PROFILE_UPDATE', $2, $3)", [
      user.id,
      JSON.stringify({ updateFrom: body.updateFrom, fields: keys.filter((k) => k !== 'password_hash') }),
      now,
    ]);
    return { getUser: toGetUser(await reloadUser(ctx.db, user.id)) };
  });

  route(app, ctx, forgotPassword, async ({ body }) => {
    const user = await one<UserRow>(ctx.db, 'SELECT * FROM users WHERE lower(email) = lower($1)', [body.email]);
    if (user) {
      const token = await issueToken(ctx, user.id, 'reset', 3_600_000);
      await mail(ctx, user.email, 'reset-password', 'Reset your password', token);
    }
    return null;
  });

  route(app, ctx, resetPassword, async ({ body }) => {
    const userId = await useToken(ctx, body.token, 'reset');
    const user = await reloadUser(ctx.db, userId);
    checkPasswordRules(body.password, brandSettings(user.brand ?? 'curacao'));
    await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      userId,
      await hashPassword(body.password),
    ]);
    await ctx.auth.revokeAll(userId, 'SECURITY_LOGOUT');
    return null;
  });

  route(app, ctx, verifyEmail, async ({ body }) => {
    const userId = await useToken(ctx, body.token, 'verify');
    const user = await one<{ email: string }>(
      ctx.db,
      'UPDATE users SET is_email_verified = true WHERE id = $1 RETURNING email',
      [userId],
    );
    return { email: user?.email ?? '', isEmailVerified: true as const };
  });

  route(app, ctx, resendVerification, async ({ user }) => {
    if (user.is_email_verified) throw refused('ALREADY_VERIFIED', 'The email is already verified');
    const token = await issueToken(ctx, user.id, 'verify', DAY_MS);
    await mail(ctx, user.email, 'verify-email', 'Verify your email', token);
    return null;
  });

  route(app, ctx, sendCredentials, async ({ body, user }) => {
    await mail(ctx, body.email, 'credentials', `Your login for ${user.email}`, null);
    return null;
  });
}
