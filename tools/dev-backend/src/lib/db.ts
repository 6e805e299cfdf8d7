import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';

/** Anything that runs SQL: the database or an open transaction. */
export type Queryable = Pick<Transaction, 'query' | 'exec'>;

export type Db = PGlite;

export async function openDb(location: string): Promise<PGlite> {
  if (location === 'memory') return openNewDb();
  // A folder with no database yet (none, or empty) starts from the template like an in-memory one; an existing database
  // opens as it is.
  const isNew = !existsSync(location) || readdirSync(location).length === 0;
  // PGlite makes the folder itself, but not its parents.
  mkdirSync(location, { recursive: true });
  if (isNew) return openNewDb(location);
  const db = new PGlite(location);
  await db.waitReady;
  await applySchema(db);
  return db;
}

/**
 * Where a new database starts from: a dump of one with this schema and nothing else, kept in the system's temporary
 * folder under a hash of the schema and PGlite's version (another schema or PGlite makes another file).
 * A new PGlite runs Postgres's initdb, 3 to 4.5 s of CPU on a 2-core machine, and the workspace starts about a dozen
 * (the unit tests' backends, one per e2e suite, `npm start`); loading the dump takes about a second.
 */
export function memoryTemplatePath(): string {
  const pglite = JSON.parse(
    readFileSync(
      join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string };
  const key = createHash('sha256').update(`${pglite.version}\n${SCHEMA_VERSION}\n${SCHEMA}`).digest('hex').slice(0, 16);
  return join(tmpdir(), `casino-dev-backend-${key}.tar`);
}

/** A new database, in memory or in the empty folder `folder`: from the template, or made (and the template written). */
async function openNewDb(folder?: string): Promise<PGlite> {
  const template = memoryTemplatePath();
  const dump = await readFile(template).catch(() => null);
  if (dump) {
    try {
      const options = { loadDataDir: new Blob([new Uint8Array(dump)]) };
      const db = folder ? new PGlite(folder, options) : new PGlite(options);
      await db.waitReady;
      if (
        Number((await one<{ value: unknown }>(db, "SELECT value FROM meta WHERE key = 'schemaVersion'"))?.value) ===
        SCHEMA_VERSION
      )
        return db;
      await db.close();
    } catch {
      // A damaged file: made again below.
    }
    // What a damaged template left in the folder (empty before) goes, so initdb starts clean. The folder itself stays
    // (it may be a mount point).
    if (folder)
      await Promise.all(readdirSync(folder).map((entry) => rm(join(folder, entry), { recursive: true, force: true })));
  }
  const db = folder ? new PGlite(folder) : new PGlite();
  await db.waitReady;
  await applySchema(db);
  // Written under a name of its own, then renamed: processes starting side by side never read half a file.
  const partial = `${template}.${process.pid}`;
  try {
    await writeFile(partial, new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()));
    await rename(partial, template);
  } catch {
    await rm(partial, { force: true });
  }
  return db;
}

async function applySchema(db: PGlite): Promise<void> {
  // A database made by an older schema is dropped (and reseeded by the caller) instead of half-migrated.
  await db.exec('CREATE TABLE IF NOT EXISTS meta (key text PRIMARY KEY, value jsonb NOT NULL)');
  const version = await one<{ value: unknown }>(db, "SELECT value FROM meta WHERE key = 'schemaVersion'");
  if (Number(version?.value) !== SCHEMA_VERSION) {
    await db.exec(`DROP TABLE IF EXISTS ${TABLES.filter((t) => t !== 'meta').join(', ')} CASCADE; DELETE FROM meta;`);
  }
  await db.exec(SCHEMA);
  await db.query(
    "INSERT INTO meta (key, value) VALUES ('schemaVersion', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
    [JSON.stringify(SCHEMA_VERSION)],
  );
}

/** Bump when the tables change: existing on-disk databases are then rebuilt and reseeded. */
export const SCHEMA_VERSION = 7;

/** First row or null. */
export async function one<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T | null> {
  const res = await q.query<T>(sql, params);
  return res.rows[0] ?? null;
}

export async function all<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await q.query<T>(sql, params);
  return res.rows;
}

export const TABLES = [
  'meta',
  'users',
  'sessions',
  'auth_tokens',
  'mail_outbox',
  'events',
  'mirror_domains',
  'payment_methods',
  'bonuses',
  'user_bonuses',
  'coupons',
  'coupon_redemptions',
  'rakeback_days',
  'cashback_claims',
  'deposits',
  'withdrawals',
  'transactions',
  'limits',
  'documents',
  'providers',
  'categories',
  'games',
  'favorites',
  'game_rounds',
  'tournaments',
  'tournament_entries',
  'referral_visits',
  'referral_claims',
  'chat_rooms',
  'chat_messages',
  'chat_profiles',
  'chat_table_removals',
];

const SCHEMA = /* sql */ `
CREATE TABLE IF NOT EXISTS meta (key text PRIMARY KEY, value jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text, last_name text, nickname text,
  phone_code text, phone text, date_of_birth text, gender text,
  country_code text, city text, zip_code text, address text,
  currency_code text NOT NULL DEFAULT 'EUR',
  locale text NOT NULL DEFAULT 'en',
  tags jsonb NOT NULL DEFAULT '[]',
  is_email_verified boolean NOT NULL DEFAULT false,
  kyc_status text NOT NULL DEFAULT 'NOT_STARTED',
  cash double precision NOT NULL DEFAULT 0,
  non_cash double precision NOT NULL DEFAULT 0,
  deposit_count int NOT NULL DEFAULT 0,
  total_deposit double precision NOT NULL DEFAULT 0,
  total_spend double precision NOT NULL DEFAULT 0,
  deposit_wager_left double precision NOT NULL DEFAULT 0,
  loyalty_points double precision NOT NULL DEFAULT 0,
  xp double precision NOT NULL DEFAULT 0,
  self_exclusion_until timestamptz,
  self_exclusion_permanent boolean NOT NULL DEFAULT false,
  frozen_until timestamptz,
  referral_code text UNIQUE,
  referred_by int,
  cpnc text, mkt text, brand text,
  mirror_domain_id int,
  -- ghost mode: the public winners feed shows an anonymous label instead of the nickname
  ghost_mode boolean NOT NULL DEFAULT false,
  -- the player opted out of the reward calendars: the calendar award answers zeros and rakeback days cannot be claimed
  reward_calendar_opt_out boolean NOT NULL DEFAULT false,
  -- player protection: the market whose rules apply (null: the brand's), the reality-check interval (null: off), and
  -- whether the running self-exclusion covers every brand of the operator
  rg_market text,
  reality_check_minutes int,
  self_exclusion_all_brands boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  last_login jsonb
);
CREATE TABLE IF NOT EXISTS sessions (
  token text PRIMARY KEY,
  user_id int NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text,
  ip text,
  -- a game session (launch token): valid only for that game's rounds, and only while its parent session is
  parent_token text,
  game_slug text
);
CREATE TABLE IF NOT EXISTS auth_tokens (
  token text PRIMARY KEY, user_id int NOT NULL, kind text NOT NULL,
  created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, used_at timestamptz
);
CREATE TABLE IF NOT EXISTS mail_outbox (
  id serial PRIMARY KEY, to_email text NOT NULL, kind text NOT NULL, subject text NOT NULL,
  token text, created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
  id serial PRIMARY KEY, user_id int, type text NOT NULL, data jsonb NOT NULL, created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS mirror_domains (id int PRIMARY KEY, url text NOT NULL UNIQUE, settings jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS payment_methods (id int PRIMARY KEY, def jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS bonuses (id int PRIMARY KEY, def jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS user_bonuses (
  id serial PRIMARY KEY, user_id int NOT NULL, bonus_id int NOT NULL, status text NOT NULL,
  deposit_amount double precision, bonus_amount double precision NOT NULL DEFAULT 0,
  free_spins_quantity int, free_spins_left int, free_spins_win double precision NOT NULL DEFAULT 0,
  multiplier double precision NOT NULL DEFAULT 0, wager_required double precision NOT NULL DEFAULT 0,
  wagered double precision NOT NULL DEFAULT 0, winning_amount double precision NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL, expires_at timestamptz, updated_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS coupons (code text PRIMARY KEY, bonus_id int NOT NULL);
CREATE TABLE IF NOT EXISTS coupon_redemptions (user_id int NOT NULL, code text NOT NULL, created_at timestamptz NOT NULL, PRIMARY KEY (user_id, code));
CREATE TABLE IF NOT EXISTS rakeback_days (
  user_id int NOT NULL, day date NOT NULL, bonus_id int NOT NULL, amount double precision NOT NULL,
  paid_at timestamptz, PRIMARY KEY (user_id, day)
);
CREATE TABLE IF NOT EXISTS cashback_claims (id serial PRIMARY KEY, user_id int NOT NULL, amount double precision NOT NULL, created_at timestamptz NOT NULL);
CREATE TABLE IF NOT EXISTS deposits (
  id serial PRIMARY KEY, user_id int NOT NULL, payment_method_id int NOT NULL, amount double precision NOT NULL,
  currency_code text NOT NULL, status text NOT NULL, bonus_id int, error_code text, three_ds jsonb,
  -- what the first answer carried: the crypto address, the provider page's token and the player's return path
  crypto jsonb, pay_token text, return_url text,
  -- the client's key of the attempt: a repeat answers this deposit (NULLs never clash)
  idempotency_key text,
  created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE TABLE IF NOT EXISTS withdrawals (
  id serial PRIMARY KEY, user_id int NOT NULL, method text NOT NULL, amount double precision NOT NULL,
  fee double precision NOT NULL, network_fee double precision NOT NULL, receive_amount double precision NOT NULL,
  currency_code text NOT NULL, details jsonb NOT NULL, status text NOT NULL,
  -- within the day's instant allowance; every status with its time ({status, at}, oldest first); why it was rejected
  instant boolean NOT NULL DEFAULT false, timeline jsonb NOT NULL DEFAULT '[]', reject_reason text,
  created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
  -- the client's key for one confirmed quote: a repeat answers this withdrawal
  idempotency_key text,
  UNIQUE (user_id, idempotency_key)
);
CREATE TABLE IF NOT EXISTS transactions (
  id serial PRIMARY KEY, user_id int NOT NULL, type text NOT NULL, amount double precision NOT NULL,
  wallet text NOT NULL, currency_code text NOT NULL, status text NOT NULL, description text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS transactions_user ON transactions (user_id, created_at);
CREATE TABLE IF NOT EXISTS limits (
  user_id int NOT NULL, type text NOT NULL, period int NOT NULL, amount double precision NOT NULL,
  updated_at timestamptz NOT NULL,
  -- a loosening waiting for the market's delay (pending_effective_at set): the new amount, or the limit's removal;
  -- needs_confirmation: it then waits for the player's confirmation (UK)
  pending_amount double precision, pending_removal boolean NOT NULL DEFAULT false,
  pending_effective_at timestamptz, pending_needs_confirmation boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, type, period)
);
CREATE TABLE IF NOT EXISTS documents (
  id serial PRIMARY KEY, user_id int NOT NULL, label_id int NOT NULL, side text NOT NULL, file_name text NOT NULL,
  mime_type text NOT NULL, size int NOT NULL, status text NOT NULL, reject_reason text,
  created_at timestamptz NOT NULL, reviewed_at timestamptz
);
CREATE TABLE IF NOT EXISTS providers (id int PRIMARY KEY, slug text NOT NULL UNIQUE, name text NOT NULL);
CREATE TABLE IF NOT EXISTS categories (id int PRIMARY KEY, slug text NOT NULL UNIQUE, name text NOT NULL, sort int NOT NULL);
CREATE TABLE IF NOT EXISTS games (
  id int PRIMARY KEY, slug text NOT NULL UNIQUE, name text NOT NULL, provider text NOT NULL, category text NOT NULL,
  rtp double precision NOT NULL, min_bet double precision NOT NULL, max_bet double precision NOT NULL,
  max_multiplier double precision NOT NULL, bonus_buy boolean NOT NULL, bonus_compatible boolean NOT NULL,
  demo_available boolean NOT NULL, tags jsonb NOT NULL, release_date date NOT NULL, popularity double precision NOT NULL,
  restricted_countries jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS games_provider ON games (provider);
CREATE INDEX IF NOT EXISTS games_category ON games (category);
CREATE TABLE IF NOT EXISTS favorites (user_id int NOT NULL, game_id int NOT NULL, created_at timestamptz NOT NULL, PRIMARY KEY (user_id, game_id));
CREATE TABLE IF NOT EXISTS game_rounds (
  id serial PRIMARY KEY, user_id int NOT NULL, game_id int NOT NULL, bet double precision NOT NULL,
  win double precision NOT NULL, bonus_money boolean NOT NULL, created_at timestamptz NOT NULL,
  multiplier double precision NOT NULL DEFAULT 0, bonus_buy boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS game_rounds_user ON game_rounds (user_id, created_at);
CREATE INDEX IF NOT EXISTS game_rounds_created ON game_rounds (created_at);
CREATE TABLE IF NOT EXISTS tournaments (id int PRIMARY KEY, def jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS tournament_entries (
  tournament_id int NOT NULL, user_id int NOT NULL, score double precision NOT NULL DEFAULT 0,
  wagered double precision NOT NULL DEFAULT 0, games_played int NOT NULL DEFAULT 0, joined_at timestamptz NOT NULL,
  PRIMARY KEY (tournament_id, user_id)
);
CREATE TABLE IF NOT EXISTS referral_visits (code text PRIMARY KEY, visits int NOT NULL);
CREATE TABLE IF NOT EXISTS referral_claims (id serial PRIMARY KEY, user_id int NOT NULL, amount double precision NOT NULL, created_at timestamptz NOT NULL);
CREATE TABLE IF NOT EXISTS chat_rooms (id int PRIMARY KEY, slug text NOT NULL, name text NOT NULL, language text NOT NULL);
CREATE TABLE IF NOT EXISTS chat_messages (
  id serial PRIMARY KEY, room_id int NOT NULL, user_id int NOT NULL, text text NOT NULL, created_at timestamptz NOT NULL, card jsonb
);
-- the chat name colour a player picked (the nickname is users.nickname)
CREATE TABLE IF NOT EXISTS chat_profiles (user_id int PRIMARY KEY, name_color text NOT NULL);
-- players taken off multiplayer tables after 30 minutes away (spec sections 4 and 9); notified_at: told on their return
CREATE TABLE IF NOT EXISTS chat_table_removals (
  id serial PRIMARY KEY, user_id int NOT NULL, away_since timestamptz NOT NULL, removed_at timestamptz NOT NULL, notified_at timestamptz
);
`;
