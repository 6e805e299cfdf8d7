import type { FastifyRequest } from 'fastify';
import type { FaultsConfig } from '@casino/api-contract';
import type { AuthService } from './auth';
import type { Clock } from './clock';
import type { Db } from './db';
import type { SocketHub } from './socket';
import type { Wallet } from './wallet';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  phone_code: string | null;
  phone: string | null;
  date_of_birth: string | null;
  gender: string | null;
  country_code: string | null;
  city: string | null;
  zip_code: string | null;
  address: string | null;
  currency_code: string;
  locale: string;
  tags: string[];
  is_email_verified: boolean;
  kyc_status: string;
  cash: number;
  non_cash: number;
  deposit_count: number;
  total_deposit: number;
  total_spend: number;
  deposit_wager_left: number;
  loyalty_points: number;
  xp: number;
  self_exclusion_until: Date | null;
  self_exclusion_permanent: boolean;
  frozen_until: Date | null;
  referral_code: string | null;
  referred_by: number | null;
  cpnc: string | null;
  mkt: string | null;
  brand: string | null;
  mirror_domain_id: number | null;
  ghost_mode: boolean;
  /** Opted out of the reward calendars (rakeback calendar, calendar award). */
  reward_calendar_opt_out: boolean;
  /** The player's player-protection market (`/__dev/market`); null: the brand's `responsibleGamingMarket`. */
  rg_market: string | null;
  reality_check_minutes: number | null;
  self_exclusion_all_brands: boolean;
  created_at: Date;
  last_login: { created_at: string; ip: string; location: string } | null;
}

export interface RuntimeState {
  geo: { country: string | null; ip: string | null };
  faults: Required<FaultsConfig>;
}

export interface Ctx {
  db: Db;
  clock: Clock;
  auth: AuthService;
  hub: SocketHub;
  wallet: Wallet;
  state: RuntimeState;
  workspaceRoot: string;
  /** Whether the dev controls answer (`/__dev`, the fake Google consent screen): off with NODE_ENV=production. */
  devControls: boolean;
  /** How many games a seed (first start, /__dev/reset) creates (`DEV_BACKEND_GAMES`). */
  gameCount: number;
  /** Country and IP a request is seen from. */
  geoOf(req: FastifyRequest): { country: string; ip: string };
}

export const isSelfExcluded = (u: UserRow, now: Date): boolean =>
  u.self_exclusion_permanent || (u.self_exclusion_until !== null && new Date(u.self_exclusion_until) >= now);

export const isFrozen = (u: UserRow, now: Date): boolean => u.frozen_until !== null && new Date(u.frozen_until) > now;
