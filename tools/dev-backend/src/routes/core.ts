import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  countryBlocked,
  getAllCountry,
  getCurrencies,
  getFullCategoryList,
  getLocale,
  getLocation,
  getMirrorDomain,
  getRegistrationFields,
  getScripts,
  getSettings,
  logEvent,
  translations,
  type Translations,
} from '@casino/api-contract';
import {
  BRANDS,
  COUNTRIES,
  CURRENCIES,
  DEFAULT_BRAND,
  MIRROR_DOMAINS,
  REGISTRATION_FIELDS,
  SCRIPTS,
  brandSettings,
  countryByCode,
} from '../data/reference';
import type { Ctx } from '../lib/context';
import { all } from '../lib/db';
import { badRequest, route } from '../lib/http';
import { placeholderPng } from '../lib/png';
import { flagEmoji, hash01 } from '../lib/util';

export const brandOf = (header: unknown): string => {
  const brand = typeof header === 'string' ? header.trim().toLowerCase() : '';
  return brand in BRANDS ? brand : DEFAULT_BRAND;
};

export function registerCoreRoutes(app: FastifyInstance, ctx: Ctx): void {
  // Placeholder artwork for /api/core/casino/assets/<anything> (not a contract call): a game's is a PNG in its own hue
  // (raster, as real thumbnails are: lib/png), anything else (payment and provider logos) an SVG tile naming it.
  app.get('/api/core/casino/assets/*', async (req, reply) => {
    const name = decodeURIComponent((req.params as { '*': string })['*'] ?? '').replace(/\.[a-z0-9]+$/i, '');
    const hue = Math.floor(hash01(name) * 360);
    if (name.startsWith('games/')) {
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=3600')
        .send(placeholderPng(hue));
    }
    const label = name.split('/').pop()?.replace(/[-_]+/g, ' ').slice(0, 40) ?? '';
    const escaped = label.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="hsl(${hue} 55% 35%)"/><text x="160" y="128" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">${escaped}</text></svg>`;
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });

  route(app, ctx, getSettings, async ({ req }) => {
    const settings = brandSettings(brandOf(req.headers['x-casino-brand']));
    // Without the dev controls there is no consent screen to send a player to.
    return ctx.devControls ? settings : { ...settings, googleLoginEnabled: false };
  });

  route(app, ctx, getLocale, async ({ params }) => {
    const dir = path.join(ctx.workspaceRoot, 'libs/shared/i18n/src/locales');
    const read = async (lng: string): Promise<Translations | null> => {
      try {
        const parsed = translations.safeParse(JSON.parse(await readFile(path.join(dir, `${lng}.json`), 'utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    };
    // The exact file, else its base language (pt-BR -> pt), else English, else an empty set.
    return (await read(params.lng)) ?? (await read(params.lng.slice(0, 2))) ?? (await read('en')) ?? {};
  });

  route(app, ctx, getScripts, async ({ query }) =>
    SCRIPTS.filter(
      (s) =>
        s.audience === 'all' ||
        (s.audience === 'auth' && query.enableAuthUsers) ||
        (s.audience === 'depositor' && query.enableDepositors),
    ).map(({ key, head, bodyStart, bodyEnd }) => ({ key, head, bodyStart, bodyEnd })),
  );

  route(app, ctx, getLocation, async ({ req }) => {
    const { country, ip } = ctx.geoOf(req);
    const ref = countryByCode(country);
    return {
      location: {
        country: { code: country, ...(ref ? { name: ref.name } : {}) },
        ipInfo: { ip, country, ...(ref ? { city: `${ref.name} City`, region: ref.name } : {}), timezone: 'UTC' },
      },
    };
  });

  route(app, ctx, getAllCountry, async () =>
    COUNTRIES.map((c, i) => ({
      countryId: i + 1,
      code: c.code,
      name: c.name,
      phoneCode: c.phoneCode,
      flag: flagEmoji(c.code),
    })),
  );
  route(app, ctx, getCurrencies, async () => CURRENCIES.map((c) => ({ ...c })));
  route(app, ctx, getRegistrationFields, async () => ({ ...REGISTRATION_FIELDS }));
  route(app, ctx, getMirrorDomain, async ({ query }) => {
    const host =
      query.url
        .replace(/^https?:\/\//, '')
        .split('/')[0]
        ?.split(':')[0] ?? '';
    return MIRROR_DOMAINS.find((m) => m.url === host) ?? null;
  });

  route(app, ctx, getFullCategoryList, async () => {
    const rows = await all<{ id: number; slug: string; name: string; sort: number; count: number }>(
      ctx.db,
      'SELECT c.id, c.slug, c.name, c.sort, count(g.id)::int AS count FROM categories c LEFT JOIN games g ON g.category = c.slug GROUP BY c.id ORDER BY c.sort',
    );
    return {
      topCategoryList: rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, order: r.sort, gameCount: r.count })),
    };
  });

  route(app, ctx, logEvent, async ({ body, user, req }) => {
    if (body.event === 'PAGE_VIEW' && typeof body.data?.['url'] !== 'string') {
      throw badRequest('PAGE_VIEW needs data.url');
    }
    await ctx.db.query('INSERT INTO events (user_id, type, data, created_at) VALUES ($1, $2, $3, $4)', [
      user?.id ?? null,
      body.event,
      JSON.stringify({ ...body, ip: ctx.geoOf(req).ip }),
      ctx.clock.now(),
    ]);
    return null;
  });

  route(app, ctx, countryBlocked, async ({ body, user }) => {
    await ctx.db.query("INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'COUNTRY_BLOCKED', $2, $3)", [
      user?.id ?? null,
      JSON.stringify(body),
      ctx.clock.now(),
    ]);
    return null;
  });
}
