import {
  BONUSES,
  CATEGORIES,
  CHAT_ROOMS,
  COUPONS,
  GAME_COUNT,
  GHOST_NICKNAMES,
  KYC_REQUIRED_TAG,
  NICKNAMES,
  PAYMENT_METHODS,
  PROVIDERS,
  TOURNAMENTS,
  generateGames,
  type GameSeed,
} from '../data/catalog';
import { MIRROR_DOMAINS } from '../data/reference';
import { DAY_MS, type Clock } from './clock';
import { one, TABLES, type Db, type Queryable } from './db';
import { hashPassword, prng, round2 } from './util';

export const DEMO_PASSWORD = 'Demo#2024';
export const DEMO_USERS = {
  player: 'player@demo.test',
  newbie: 'newbie@demo.test',
  excluded: 'excluded@demo.test',
  kyc: 'kyc@demo.test',
} as const;

let demoHash: Promise<string> | null = null;
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

export async function isSeeded(db: Db): Promise<boolean> {
  const res = await db.query<{ value: unknown }>("SELECT value FROM meta WHERE key = 'seededAt'");
  return res.rows.length > 0;
}

const GAME_COLUMNS = `id int, slug text, name text, provider text, category text,
  rtp float8, min_bet float8, max_bet float8, max_multiplier float8, bonus_buy boolean, bonus_compatible boolean,
  demo_available boolean, tags jsonb, release_date date, popularity float8, restricted_countries jsonb`;

/** Inserts games a few thousand at a time (a big catalogue in one parameter would be one huge JSON string). */
async function insertGames(q: Queryable, games: GameSeed[]): Promise<void> {
  for (let i = 0; i < games.length; i += 5000) {
    await q.query(
      `INSERT INTO games SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${GAME_COLUMNS}) ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(games.slice(i, i + 5000))],
    );
  }
}

async function recordGameCount(q: Queryable, count: number): Promise<void> {
  await q.query("INSERT INTO meta (key, value) VALUES ('gameCount', $1) ON CONFLICT (key) DO UPDATE SET value = $1", [
    JSON.stringify(count),
  ]);
}

/**
 * A database seeded with another game count (`DEV_BACKEND_GAMES` changed between starts) gets the games added or
 * removed; everything else is kept.
 */
export async function syncGameCount(db: Db, count: number): Promise<void> {
  const have = (await one<{ n: number; max: number | null }>(
    db,
    'SELECT count(*)::int AS n, max(id) AS max FROM games',
  )) ?? { n: 0, max: null };
  if (have.n === count) return;
  await db.transaction(async (tx) => {
    if (have.n > count) await tx.query('DELETE FROM games WHERE id > $1', [count]);
    else
      await insertGames(
        tx,
        generateGames(count).filter((g) => g.id > (have.max ?? 0)),
      );
    await recordGameCount(tx, count);
  });
}

export interface SeedOptions {
  /** How many games (default 2,200). */
  games?: number;
}

/** Wipes every table and loads the demo data, timed relative to the dev clock. */
export async function seed(db: Db, clock: Clock, { games: gameCount = GAME_COUNT }: SeedOptions = {}): Promise<void> {
  const now = clock.now();
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const hash = await demoPasswordHash();
  const games = generateGames(gameCount);
  // Seeded history plays the first games of the catalogue (all of them in a tiny one).
  const gameSpan = (n: number) => Math.min(n, games.length);

  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${TABLES.filter((t) => t !== 'meta').join(', ')} RESTART IDENTITY`);
    await tx.query("DELETE FROM meta WHERE key = 'seededAt'");
    const json = (v: unknown) => JSON.stringify(v);

    await tx.query(
      'INSERT INTO mirror_domains (id, url, settings) SELECT (r->>0)::int, r->>1, r->2 FROM jsonb_array_elements($1::jsonb) r',
      [json(MIRROR_DOMAINS.map((m) => [m.domainId, m.url, m.settings]))],
    );
    await tx.query(
      "INSERT INTO payment_methods (id, def) SELECT (r->>'id')::int, r FROM jsonb_array_elements($1::jsonb) r",
      [json(PAYMENT_METHODS)],
    );
    const bonusRows = BONUSES.map((b) => ({
      ...b,
      validFrom: b.validFromDays === null ? null : at(b.validFromDays * DAY_MS).toISOString(),
      validTo: b.validToDays === null ? null : at(b.validToDays * DAY_MS).toISOString(),
    }));
    await tx.query("INSERT INTO bonuses (id, def) SELECT (r->>'id')::int, r FROM jsonb_array_elements($1::jsonb) r", [
      json(bonusRows),
    ]);
    for (const c of COUPONS)
      await tx.query('INSERT INTO coupons (code, bonus_id) VALUES ($1, $2)', [c.code, c.bonusId]);
    await tx.query(
      'INSERT INTO providers (id, slug, name) SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id int, slug text, name text)',
      [json(PROVIDERS)],
    );
    await tx.query(
      'INSERT INTO categories (id, slug, name, sort) SELECT id, slug, name, id FROM jsonb_to_recordset($1::jsonb) AS x(id int, slug text, name text)',
      [json(CATEGORIES)],
    );
    await insertGames(tx, games);
    const tournaments = TOURNAMENTS.map((t) => ({
      ...t,
      startsAt: at(t.startOffsetDays * DAY_MS).toISOString(),
      endsAt: at((t.startOffsetDays + t.durationDays) * DAY_MS).toISOString(),
    }));
    await tx.query(
      "INSERT INTO tournaments (id, def) SELECT (r->>'id')::int, r FROM jsonb_array_elements($1::jsonb) r",
      [json(tournaments)],
    );
    for (const r of CHAT_ROOMS)
      await tx.query('INSERT INTO chat_rooms (id, slug, name, language) VALUES ($1,$2,$3,$4)', [
        r.id,
        r.slug,
        r.name,
        r.language,
      ]);

    // ---- users
    const insertUser = async (u: Record<string, unknown>) => {
      const keys = Object.keys(u);
      const res = await tx.query<{ id: number }>(
        `INSERT INTO users (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        keys.map((k) => {
          const v = u[k];
          return Array.isArray(v) ? JSON.stringify(v) : v;
        }),
      );
      const id = res.rows[0]?.id;
      if (id === undefined) throw new Error('seed: user insert returned nothing');
      return id;
    };
    const player = await insertUser({
      email: DEMO_USERS.player,
      password_hash: hash,
      first_name: 'Max',
      last_name: 'Player',
      nickname: 'MaxPlayer',
      phone_code: '+356',
      phone: '79123456',
      date_of_birth: '1990-05-17',
      gender: 'Male',
      country_code: 'MT',
      city: 'Valletta',
      zip_code: 'VLT 1010',
      address: '1 Republic Street',
      currency_code: 'EUR',
      tags: ['vip'],
      is_email_verified: true,
      kyc_status: 'APPROVED',
      cash: 250,
      non_cash: 50,
      deposit_count: 3,
      total_deposit: 600,
      total_spend: 1850,
      loyalty_points: 1320,
      xp: 6500,
      referral_code: 'MAXPLAYER',
      created_at: at(-120 * DAY_MS),
      brand: 'curacao',
      last_login: JSON.stringify({ created_at: at(-DAY_MS).toISOString(), ip: '10.0.0.2', location: 'MT' }),
    });
    await insertUser({
      email: DEMO_USERS.newbie,
      password_hash: hash,
      first_name: 'Nina',
      last_name: 'Newbie',
      country_code: 'DE',
      currency_code: 'EUR',
      date_of_birth: '2000-02-29',
      is_email_verified: false,
      kyc_status: 'NOT_STARTED',
      referral_code: 'NINANEW',
      created_at: at(-DAY_MS),
      brand: 'curacao',
    });
    await insertUser({
      email: DEMO_USERS.excluded,
      password_hash: hash,
      first_name: 'Ezra',
      last_name: 'Excluded',
      nickname: 'Ezra',
      country_code: 'MT',
      currency_code: 'EUR',
      date_of_birth: '1985-11-03',
      is_email_verified: true,
      kyc_status: 'APPROVED',
      cash: 120,
      deposit_count: 1,
      total_deposit: 100,
      total_spend: 40,
      referral_code: 'EZRAEX',
      created_at: at(-60 * DAY_MS),
      brand: 'curacao',
      self_exclusion_until: at(30 * DAY_MS),
      self_exclusion_permanent: false,
    });
    const rnd = prng(4242);
    const crowd: number[] = [];
    for (const [i, nick] of NICKNAMES.entries()) {
      crowd.push(
        await insertUser({
          email: `${nick.toLowerCase()}@players.demo.test`,
          password_hash: hash,
          nickname: nick,
          first_name: nick,
          last_name: 'Demo',
          country_code: ['MT', 'DE', 'BR', 'IN', 'TR', 'CA'][i % 6],
          currency_code: 'EUR',
          is_email_verified: true,
          kyc_status: i % 3 === 0 ? 'APPROVED' : 'NOT_STARTED',
          cash: round2(rnd() * 2000),
          deposit_count: 1 + Math.floor(rnd() * 20),
          total_deposit: round2(100 + rnd() * 5000),
          total_spend: round2(500 + rnd() * 50000),
          xp: Math.floor(rnd() * 120000),
          referral_code: nick.toUpperCase(),
          referred_by: i < 4 ? player : null,
          created_at: at(-(10 + i * 7) * DAY_MS),
          ghost_mode: GHOST_NICKNAMES.includes(nick),
        }),
      );
    }

    // After the crowd, so the crowd's ids stay what they were: the back office wants KYC documents before any withdrawal.
    const kycUser = await insertUser({
      email: DEMO_USERS.kyc,
      password_hash: hash,
      first_name: 'Kim',
      last_name: 'Checked',
      nickname: 'KimK',
      country_code: 'MT',
      currency_code: 'EUR',
      date_of_birth: '1992-07-21',
      is_email_verified: true,
      kyc_status: 'NOT_STARTED',
      tags: [KYC_REQUIRED_TAG],
      cash: 300,
      deposit_count: 2,
      total_deposit: 300,
      total_spend: 120,
      referral_code: 'KIMKYC',
      created_at: at(-45 * DAY_MS),
      brand: 'curacao',
    });

    // ---- player's history: deposits, rounds, bonus, documents, favourites
    const dep = async (userId: number, amount: number, daysAgo: number, method = 1) => {
      const when = at(-daysAgo * DAY_MS);
      await tx.query(
        "INSERT INTO deposits (user_id, payment_method_id, amount, currency_code, status, created_at, updated_at) VALUES ($1,$2,$3,'EUR','success',$4,$4)",
        [userId, method, amount, when],
      );
      await tx.query(
        "INSERT INTO transactions (user_id, type, amount, wallet, currency_code, status, description, created_at) VALUES ($1,'deposit',$2,'cash','EUR','completed',$3,$4)",
        [userId, amount, `Deposit #${userId}-${daysAgo}`, when],
      );
    };
    await dep(player, 100, 90);
    await dep(player, 200, 30);
    await dep(player, 300, 5, 2);
    const excludedId = player + 2;
    await dep(excludedId, 100, 50);
    await dep(kycUser, 100, 40);
    await dep(kycUser, 200, 10);
    for (let d = 0; d < 14; d++) {
      for (let r = 0; r < 4; r++) {
        const bet = [1, 2, 5, 10][r] ?? 1;
        const win = round2(bet * ([0, 0.5, 1.8, 0][(d + r) % 4] ?? 0));
        const when = at(-d * DAY_MS - r * 3_600_000 - 60_000);
        const gameId = 1 + ((d * 7 + r * 13) % gameSpan(50));
        await tx.query(
          'INSERT INTO game_rounds (user_id, game_id, bet, win, bonus_money, created_at, multiplier) VALUES ($1,$2,$3,$4,false,$5,$6)',
          [player, gameId, bet, win, when, round2(win / bet)],
        );
      }
    }
    await tx.query(
      `INSERT INTO user_bonuses (user_id, bonus_id, status, deposit_amount, bonus_amount, multiplier, wager_required, wagered, created_at, expires_at, updated_at)
       VALUES ($1, 3, 'active', 100, 50, 35, 1750, 300, $2, $3, $2)`,
      [player, at(-5 * DAY_MS), at(2 * DAY_MS)],
    );
    await tx.query(
      `INSERT INTO user_bonuses (user_id, bonus_id, status, deposit_amount, bonus_amount, multiplier, wager_required, wagered, created_at, expires_at, updated_at)
       VALUES ($1, 1, 'availed', 100, 150, 35, 5250, 5250, $2, $3, $3)`,
      [player, at(-90 * DAY_MS), at(-80 * DAY_MS)],
    );
    await tx.query(
      `INSERT INTO user_bonuses (user_id, bonus_id, status, bonus_amount, free_spins_quantity, free_spins_left, free_spins_win, multiplier, wager_required, created_at, expires_at, updated_at)
       VALUES ($1, 5, 'cancelled', 0, 50, 0, 12.4, 40, 0, $2, $3, $3)`,
      [player, at(-40 * DAY_MS), at(-38 * DAY_MS)],
    );
    for (const [labelId, side] of [
      [1, 'front'],
      [1, 'back'],
      [2, 'front'],
    ] as const) {
      await tx.query(
        "INSERT INTO documents (user_id, label_id, side, file_name, mime_type, size, status, created_at, reviewed_at) VALUES ($1,$2,$3,$4,'image/jpeg',204800,'confirmed',$5,$6)",
        [player, labelId, side, `doc-${labelId}-${side}.jpg`, at(-100 * DAY_MS), at(-99 * DAY_MS)],
      );
    }
    for (const gameId of [1, 2, 3, 5, 8].filter((id) => id <= games.length))
      await tx.query('INSERT INTO favorites (user_id, game_id, created_at) VALUES ($1,$2,$3)', [
        player,
        gameId,
        at(-gameId * DAY_MS),
      ]);
    await tx.query("INSERT INTO limits (user_id, type, period, amount, updated_at) VALUES ($1,'deposit',0,1000,$2)", [
      player,
      at(-10 * DAY_MS),
    ]);
    await tx.query("INSERT INTO referral_visits (code, visits) VALUES ('MAXPLAYER', 42)");

    // ---- the winners feed: winning rounds of the crowd over the last three weeks (players the API tests leave alone,
    // the ghost-mode ones among them: the most recent win and the biggest are theirs)
    const feed = prng(31337);
    const ghostOf = (nick: string) => crowd[NICKNAMES.indexOf(nick)] ?? player;
    const feedPlayers = crowd.slice(8);
    const feedGames = games.slice(0, gameSpan(300));
    const biggest = feedGames.reduce((a, b) => (b.max_multiplier > a.max_multiplier ? b : a));
    for (let i = 0; i < 40; i++) {
      const userId =
        i === 0
          ? ghostOf('MoonShot')
          : i === 7
            ? ghostOf('PokerFace')
            : (feedPlayers[(i * 5) % feedPlayers.length] ?? player);
      const game = i === 7 ? biggest : (feedGames[Math.floor(feed() * feedGames.length)] ?? biggest);
      const bet = i === 7 ? 20 : ([0.5, 1, 2, 5, 10, 20][Math.floor(feed() * 6)] ?? 1);
      const r = feed();
      const wanted = i === 7 ? 2500 : r < 0.6 ? 1.2 + feed() * 4 : r < 0.9 ? 5 + feed() * 45 : 50 + feed() * 450;
      const multiplier = round2(Math.min(wanted, game.max_multiplier));
      const when = i === 0 ? at(-20 * 60_000) : at(-30 * 60_000 - i * 13 * 3_600_000 - Math.floor(feed() * 3_600_000));
      await tx.query(
        'INSERT INTO game_rounds (user_id, game_id, bet, win, bonus_money, created_at, multiplier) VALUES ($1,$2,$3,$4,false,$5,$6)',
        [userId, game.id, bet, round2(bet * multiplier), when, multiplier],
      );
    }

    // ---- tournaments: the crowd fills the leaderboards
    for (const t of TOURNAMENTS) {
      if (t.startOffsetDays > 0) continue;
      for (const [i, userId] of crowd.entries()) {
        const wagered = round2(50 + rnd() * 20000);
        const score = t.rankingMetric === 'multiplier' ? round2(10 + rnd() * 5000) : wagered;
        await tx.query(
          'INSERT INTO tournament_entries (tournament_id, user_id, score, wagered, games_played, joined_at) VALUES ($1,$2,$3,$4,$5,$6)',
          [t.id, userId, score, wagered, 10 + Math.floor(rnd() * 900), at(t.startOffsetDays * DAY_MS + i * 60_000)],
        );
      }
    }
    await tx.query(
      'INSERT INTO tournament_entries (tournament_id, user_id, score, wagered, games_played, joined_at) VALUES (1,$1,1250,1250,120,$2)',
      [player, at(-DAY_MS)],
    );

    // ---- chat
    const lines = [
      'Hi all!',
      'Anyone tried Book of Dev today?',
      'Big win on Gates Fortune 🎉',
      'Good luck everyone',
      'The weekly race is on',
    ];
    for (const [i, text] of lines.entries()) {
      await tx.query('INSERT INTO chat_messages (room_id, user_id, text, created_at) VALUES (1,$1,$2,$3)', [
        crowd[i] ?? player,
        text,
        at(-(lines.length - i) * 60_000),
      ]);
    }

    await recordGameCount(tx, games.length);
    await tx.query("INSERT INTO meta (key, value) VALUES ('seededAt', $1)", [JSON.stringify(now.toISOString())]);
  });
}
