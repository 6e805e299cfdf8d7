import type { PaymentMethod } from '@casino/api-contract';
import { prng, slugify } from '../lib/util';

/** Seeded catalogue: payment methods, bonus templates, providers, categories, games, tournaments, chat rooms. */

const pm = (p: Partial<PaymentMethod> & Pick<PaymentMethod, 'id' | 'name' | 'paymentMethod'>): PaymentMethod => ({
  title: p.name,
  rawTitle: p.name.toUpperCase(),
  description: `${p.name} (dev backend)`,
  thumbnailUrl: `/api/core/casino/assets/payments/${slugify(p.name)}.png`,
  isActive: true,
  hidden: false,
  withdrawalExist: false,
  isCardForm: false,
  order: p.id,
  allowedCountries: [],
  restrictedCountries: [],
  allowedCurrencies: [],
  restrictedCurrencies: [],
  tagRestrictedCountries: {},
  allowEmails: [],
  minAmount: 10,
  maxAmount: 5000,
  networks: [],
  ...p,
});

/** Exercises every filter field of spec section 3. */
export const PAYMENT_METHODS: PaymentMethod[] = [
  pm({
    id: 1,
    name: 'Visa / Mastercard',
    paymentMethod: 'card',
    isCardForm: true,
    withdrawalExist: true,
    restrictedCountries: ['TR'],
  }),
  pm({
    id: 2,
    name: 'Skrill',
    paymentMethod: 'ewallet',
    withdrawalExist: true,
    allowedCurrencies: ['EUR', 'USD', 'GBP'],
    thumbnailUrl: undefined,
    thumbnail_url: '/api/core/casino/assets/payments/skrill.png',
  }),
  pm({
    id: 3,
    name: 'Bitcoin',
    paymentMethod: 'crypto',
    withdrawalExist: true,
    networks: ['BTC'],
    minAmount: 20,
    maxAmount: 100000,
  }),
  pm({
    id: 4,
    name: 'Tether',
    paymentMethod: 'crypto',
    withdrawalExist: true,
    networks: ['TRC20', 'ERC20', 'BEP20'],
    minAmount: 10,
    maxAmount: 100000,
  }),
  pm({
    id: 5,
    name: 'Papara',
    paymentMethod: 'ewallet',
    allowedCountries: ['TR'],
    allowedCurrencies: ['TRY'],
    minAmount: 5,
    maxAmount: 100000,
  }),
  pm({
    id: 6,
    name: 'PIX',
    paymentMethod: 'bank',
    allowedCountries: ['BR'],
    allowedCurrencies: ['BRL'],
    restrictedCurrencies: ['EUR'],
  }),
  pm({
    id: 7,
    name: 'UPI',
    paymentMethod: 'bank',
    allowedCountries: ['IN'],
    allowedCurrencies: ['INR'],
    withdrawalExist: true,
  }),
  pm({
    id: 8,
    name: 'VIP Bank Transfer',
    paymentMethod: 'bank',
    allowTags: ['vip'],
    allowedTags: ['vip'],
    minAmount: 500,
    maxAmount: 50000,
  }),
  pm({ id: 9, name: 'Staff Test Method', paymentMethod: 'ewallet', allowEmails: ['player@demo.test'], order: 99 }),
  pm({
    id: 10,
    name: 'Neteller',
    paymentMethod: 'ewallet',
    tagRestrictedCountries: { matched: ['DE'], unmatched: ['AT'], default: ['CH'], highroller: ['PL'] },
  }),
  pm({ id: 11, name: 'Paysafecard', paymentMethod: 'voucher', isActive: false }),
  pm({ id: 12, name: 'Apple Pay', paymentMethod: 'card', isCardForm: true, hidden: true }),
];

export interface BonusDef {
  id: number;
  name: string;
  type: 'deposit' | 'no_deposit' | 'freespins' | 'instant_cashback';
  status: 'active' | 'cancelled';
  bannerTitle: string;
  bannerDescription: string;
  depositBonusPercent: number | null;
  bonusAmount: number | null;
  maxBonusThreshold: number | null;
  maxWinAmount: number | null;
  minBalance: number | null;
  minDeposit: number | null;
  freeSpinsQuantity: number | null;
  freeSpinGame: string | null;
  wageringMultiplier: number;
  wageringType: 'REAL_TO_FUN' | 'REAL_MONEY_ONLY';
  cashbackPercent: number | null;
  /** Offsets from seed time, in days (null = open). */
  validFromDays: number | null;
  validToDays: number | null;
  daysValid: number | null;
  validOnDays: number[];
  startTime: string | null;
  endTime: string | null;
  /** Deposit bonus for the Nth deposit: the player must have exactly N-1 deposits. */
  requiredDepositCount: number | null;
  maxParticipants: number | null;
  /** Only within this many days after registration. */
  registrationWindowDays: number | null;
  /** Hours before the same bonus may be activated again; null = once per player. */
  retryPeriodHours: number | null;
  /** Only activatable from the promotions calendar on its calendar day. */
  calendarOnly: boolean;
  hiddenFromList: boolean;
}

const bonusDef = (b: Partial<BonusDef> & Pick<BonusDef, 'id' | 'name' | 'type'>): BonusDef => ({
  status: 'active',
  bannerTitle: b.name,
  bannerDescription: `${b.name}: dev backend promotion`,
  depositBonusPercent: null,
  bonusAmount: null,
  maxBonusThreshold: null,
  maxWinAmount: null,
  minBalance: null,
  minDeposit: null,
  freeSpinsQuantity: null,
  freeSpinGame: null,
  wageringMultiplier: 35,
  wageringType: 'REAL_TO_FUN',
  cashbackPercent: null,
  validFromDays: null,
  validToDays: 60,
  daysValid: 7,
  validOnDays: [],
  startTime: null,
  endTime: null,
  requiredDepositCount: null,
  maxParticipants: null,
  registrationWindowDays: null,
  retryPeriodHours: null,
  calendarOnly: false,
  hiddenFromList: false,
  ...b,
});

export const RAKEBACK_BONUS_ID = 100;

export const BONUSES: BonusDef[] = [
  bonusDef({
    id: 1,
    name: 'Welcome Package 150%',
    type: 'deposit',
    bannerTitle: 'Welcome Package: 150% up to 1000 EUR + 100 free spins',
    depositBonusPercent: 150,
    maxBonusThreshold: 1000,
    minDeposit: 100,
    freeSpinsQuantity: 100,
    freeSpinGame: 'book-of-dev',
    requiredDepositCount: 1,
    registrationWindowDays: 30,
  }),
  bonusDef({
    id: 2,
    name: 'Second Deposit 100%',
    type: 'deposit',
    depositBonusPercent: 100,
    maxBonusThreshold: 500,
    minDeposit: 20,
    requiredDepositCount: 2,
  }),
  bonusDef({
    id: 3,
    name: 'Reload Bonus 50%',
    type: 'deposit',
    depositBonusPercent: 50,
    maxBonusThreshold: 300,
    minDeposit: 20,
    retryPeriodHours: 24,
  }),
  bonusDef({
    id: 4,
    name: '10 EUR No Deposit',
    type: 'no_deposit',
    bonusAmount: 10,
    maxWinAmount: 100,
    wageringMultiplier: 50,
    registrationWindowDays: 7,
  }),
  bonusDef({
    id: 5,
    name: '50 Free Spins',
    type: 'freespins',
    freeSpinsQuantity: 50,
    freeSpinGame: 'book-of-dev',
    maxWinAmount: 200,
    wageringMultiplier: 40,
    retryPeriodHours: 24 * 7,
  }),
  bonusDef({
    id: 6,
    name: 'Instant Cashback 10%',
    type: 'instant_cashback',
    cashbackPercent: 10,
    wageringMultiplier: 1,
    wageringType: 'REAL_MONEY_ONLY',
    retryPeriodHours: 24,
  }),
  bonusDef({
    id: 7,
    name: 'Weekend Reload 75%',
    type: 'deposit',
    depositBonusPercent: 75,
    maxBonusThreshold: 400,
    minDeposit: 30,
    validOnDays: [0, 6],
    retryPeriodHours: 24,
  }),
  bonusDef({
    id: 8,
    name: 'Happy Hour Spins',
    type: 'freespins',
    freeSpinsQuantity: 20,
    freeSpinGame: 'book-of-dev',
    startTime: '18:00',
    endTime: '20:00',
    retryPeriodHours: 24,
  }),
  bonusDef({ id: 9, name: 'Limited Drop (5 players)', type: 'no_deposit', bonusAmount: 5, maxParticipants: 5 }),
  bonusDef({
    id: 10,
    name: 'Expired Summer Promo',
    type: 'deposit',
    depositBonusPercent: 100,
    minDeposit: 20,
    validFromDays: -90,
    validToDays: -30,
  }),
  bonusDef({
    id: 11,
    name: 'Upcoming Winter Promo',
    type: 'deposit',
    depositBonusPercent: 120,
    minDeposit: 20,
    validFromDays: 5,
    validToDays: 40,
  }),
  bonusDef({
    id: 12,
    name: 'Calendar Surprise',
    type: 'no_deposit',
    bonusAmount: 3,
    calendarOnly: true,
    validFromDays: 2,
    validToDays: 3,
    daysValid: 1,
  }),
  bonusDef({ id: 13, name: 'Withdrawn Promo', type: 'no_deposit', bonusAmount: 5, status: 'cancelled' }),
  bonusDef({
    id: 14,
    name: 'High Roller 25%',
    type: 'deposit',
    depositBonusPercent: 25,
    maxBonusThreshold: 2500,
    minDeposit: 500,
    retryPeriodHours: 24 * 7,
  }),
  bonusDef({
    id: 15,
    name: 'Coupon Gift 20 Spins',
    type: 'freespins',
    freeSpinsQuantity: 20,
    freeSpinGame: 'book-of-dev',
    hiddenFromList: true,
    retryPeriodHours: 0,
  }),
  bonusDef({
    id: RAKEBACK_BONUS_ID,
    name: 'Daily Rakeback',
    type: 'instant_cashback',
    cashbackPercent: 5,
    hiddenFromList: true,
    wageringMultiplier: 0,
    wageringType: 'REAL_MONEY_ONLY',
  }),
];

/**
 * The instant-withdrawal allowance (catalogue section 9): withdrawals that fit in what is left of the day's 500
 * (player's currency, UTC day on the dev clock) are paid within 10 minutes instead of 24 hours.
 */
export const INSTANT_WITHDRAWAL_LIMIT = 500;

/** The back office's words for a withdrawal rejected by the dev backend (amounts ending in .66). */
export const WITHDRAWAL_REJECT_REASON = 'The account details do not match the name on your account';

/** The tag that makes the back office ask for KYC documents before any withdrawal (until KYC is approved). */
export const KYC_REQUIRED_TAG = 'kyc-required';

export const COUPONS: Array<{ code: string; bonusId: number }> = [
  { code: 'WELCOME20', bonusId: 15 },
  { code: 'FREE10', bonusId: 4 },
];

/** The largest bet bonus money may place while a bonus is wagered (the game-round call refuses above it: BONUS_BET_LIMIT). */
export const BONUS_MAX_BET = 5;

/**
 * How much of a bet counts towards a bonus's wagering, by game category slug (percent). Categories not listed count 0.
 * The contract's user bonus carries it as `wageringContributions`; the game-round call applies it.
 */
export const WAGERING_CONTRIBUTIONS: Record<string, number> = {
  slots: 100,
  jackpots: 100,
  scratch: 100,
  instant: 50,
  crash: 50,
  bingo: 50,
  'table-games': 10,
  'live-casino': 10,
  'video-poker': 10,
};

export const CATEGORIES = [
  { id: 1, slug: 'slots', name: 'Slots' },
  { id: 2, slug: 'live-casino', name: 'Live Casino' },
  { id: 3, slug: 'table-games', name: 'Table Games' },
  { id: 4, slug: 'instant', name: 'Instant Games' },
  { id: 5, slug: 'jackpots', name: 'Jackpots' },
  { id: 6, slug: 'crash', name: 'Crash' },
  { id: 7, slug: 'video-poker', name: 'Video Poker' },
  { id: 8, slug: 'bingo', name: 'Bingo & Keno' },
  { id: 9, slug: 'scratch', name: 'Scratch Cards' },
];

const PROVIDER_NAMES = [
  'DevPlay',
  'Pragmatic Dev',
  'NetDev',
  'Evolution Dev',
  'Play n Dev',
  'Hacksaw Dev',
  'Nolimit Dev',
  'Push Dev',
  'Red Tiger Dev',
  'Yggdrasil Dev',
  'Quickspin Dev',
  'Relax Dev',
  'BGaming Dev',
  'Spribe Dev',
  'Thunderkick Dev',
  'ELK Dev',
  'Big Time Dev',
  'Wazdan Dev',
  'Endorphina Dev',
  'Habanero Dev',
];
export const PROVIDERS = PROVIDER_NAMES.map((name, i) => ({ id: i + 1, slug: slugify(name), name }));

const WORDS_A = [
  'Book',
  'Gates',
  'Sweet',
  'Wolf',
  'Fire',
  'Big',
  'Gold',
  'Moon',
  'Lucky',
  'Wild',
  'Dragon',
  'Mega',
  'Royal',
  'Crystal',
  'Pirate',
  'Viking',
  'Neon',
  'Jungle',
  'Ocean',
  'Star',
];
const WORDS_B = [
  'Fortune',
  'Riches',
  'Legends',
  'Bonanza',
  'Quest',
  'Treasure',
  'Spins',
  'Storm',
  'Kingdom',
  'Heist',
  'Fever',
  'Madness',
  'Rush',
  'Party',
  'Empire',
  'Magic',
  'Frenzy',
  'Reels',
  'Blast',
  'Gems',
];
const CATEGORY_WEIGHTS: Array<[string, number]> = [
  ['slots', 0.6],
  ['live-casino', 0.1],
  ['table-games', 0.08],
  ['instant', 0.05],
  ['jackpots', 0.06],
  ['crash', 0.03],
  ['video-poker', 0.03],
  ['bingo', 0.03],
  ['scratch', 0.02],
];

export interface GameSeed {
  id: number;
  slug: string;
  name: string;
  provider: string;
  category: string;
  rtp: number;
  min_bet: number;
  max_bet: number;
  max_multiplier: number;
  bonus_buy: boolean;
  bonus_compatible: boolean;
  demo_available: boolean;
  tags: string[];
  release_date: string;
  popularity: number;
  restricted_countries: string[];
}

/** Games seeded by default; `DEV_BACKEND_GAMES` asks for another count. */
export const GAME_COUNT = 2200;
/** The most `DEV_BACKEND_GAMES` may ask for. */
export const MAX_GAME_COUNT = 200_000;

/**
 * Deterministic: the same games on every seed, and the first 2,200 of a bigger catalogue are the default 2,200.
 * Game 1 is "Book of Dev" (the free spins game).
 */
export function generateGames(count: number = GAME_COUNT): GameSeed[] {
  const rnd = prng(20240101);
  const games: GameSeed[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const provider = PROVIDERS[i % PROVIDERS.length] ?? { id: 1, slug: 'devplay', name: 'DevPlay' };
    let r = rnd();
    let category = 'slots';
    for (const [slug, w] of CATEGORY_WEIGHTS) {
      if (r < w) {
        category = slug;
        break;
      }
      r -= w;
    }
    let name =
      i === 0
        ? 'Book of Dev'
        : `${WORDS_A[Math.floor(rnd() * WORDS_A.length)]} ${WORDS_B[Math.floor(rnd() * WORDS_B.length)]}`;
    let slug = slugify(name);
    if (used.has(slug)) {
      name = `${name} ${Math.floor(i / 40) + 2}`;
      slug = `${slugify(name)}-${provider.slug}`;
      // (never taken within the first 2,200; a big catalogue may need it)
      while (used.has(slug)) slug = `${slug}-${i}`;
    }
    used.add(slug);
    const tags: string[] = [];
    if (rnd() < 0.1) tags.push('hot');
    if (rnd() < 0.08) tags.push('new');
    if (category === 'slots' && rnd() < 0.1) tags.push('megaways');
    if (category === 'jackpots' || rnd() < 0.03) tags.push('jackpot');
    const popularity = Math.round(rnd() * 10000) / 100;
    if (popularity > 90) tags.push('popular');
    const live = category === 'live-casino';
    const day = new Date(Date.UTC(2018, 0, 1) + Math.floor(rnd() * 3000) * 86_400_000);
    games.push({
      id: i + 1,
      slug,
      name,
      provider: provider.slug,
      category,
      rtp: Math.round((94 + rnd() * 4) * 100) / 100,
      min_bet: live ? 1 : ([0.1, 0.2, 0.5][Math.floor(rnd() * 3)] ?? 0.1),
      max_bet: live ? 5000 : ([50, 100, 200][Math.floor(rnd() * 3)] ?? 100),
      max_multiplier: Math.round(500 + rnd() * 49500),
      bonus_buy: category === 'slots' && rnd() < 0.3,
      bonus_compatible: !live && rnd() < 0.85,
      demo_available: i === 0 || (!live && rnd() < 0.9),
      tags,
      release_date: day.toISOString().slice(0, 10),
      popularity: i === 0 ? 99.5 : popularity,
      restricted_countries: rnd() < 0.05 ? ['DE'] : [],
    });
  }
  return games;
}

export interface TournamentDef {
  id: number;
  slug: string;
  name: string;
  type: 'tournament' | 'race';
  startOffsetDays: number;
  durationDays: number;
  prizes: number[];
  rankingMetric: 'wagered' | 'multiplier' | 'points';
}

export const TOURNAMENTS: TournamentDef[] = [
  {
    id: 1,
    slug: 'weekly-race',
    name: 'Weekly Race',
    type: 'race',
    startOffsetDays: -2,
    durationDays: 7,
    prizes: [1000, 500, 250, 100, 50, 25, 25, 25, 10, 10],
    rankingMetric: 'wagered',
  },
  {
    id: 2,
    slug: 'multiplier-madness',
    name: 'Multiplier Madness',
    type: 'tournament',
    startOffsetDays: -1,
    durationDays: 3,
    prizes: [500, 250, 100],
    rankingMetric: 'multiplier',
  },
  {
    id: 3,
    slug: 'last-weeks-race',
    name: "Last Week's Race",
    type: 'race',
    startOffsetDays: -10,
    durationDays: 7,
    prizes: [1000, 500, 250],
    rankingMetric: 'wagered',
  },
  {
    id: 4,
    slug: 'monthly-masters',
    name: 'Monthly Masters',
    type: 'tournament',
    startOffsetDays: 3,
    durationDays: 30,
    prizes: [5000, 2500, 1000, 500],
    rankingMetric: 'points',
  },
];

export const CHAT_ROOMS = [
  { id: 1, slug: 'general', name: 'General', language: 'en' },
  { id: 2, slug: 'deutsch', name: 'Deutsch', language: 'de' },
  { id: 3, slug: 'vip', name: 'VIP Lounge', language: 'en' },
];

export const NICKNAMES = [
  'LuckyLuke',
  'SpinQueen',
  'HighRoller',
  'ReelDeal',
  'JackpotJoe',
  'AceOfSpades',
  'WildCard',
  'GoldRush',
  'NeonNights',
  'MegaMike',
  'BonusHunter',
  'CrashKing',
  'RouletteRose',
  'BlackjackBen',
  'SlotSlayer',
  'DiceDiva',
  'PokerFace',
  'LadyLuck',
  'CoinFlip',
  'SevenSeas',
  'BigBetBob',
  'MoonShot',
  'StarDust',
  'VikingVal',
  'DragonDan',
  'PiratePete',
  'CrystalCat',
  'OceanOllie',
  'JungleJen',
  'RoyalRay',
];

/** Players whose ghost mode is on: the winners feed shows them anonymised. */
export const GHOST_NICKNAMES = ['PokerFace', 'MoonShot'];

export interface JackpotDef {
  id: number;
  name: string;
  /** Amount right after a hit. */
  seed: number;
  /** Growth per day of the dev clock. */
  perDay: number;
  /** Days between hits: the amount drops back to `seed` at each. */
  cycleDays: number;
  /** Share of every real-money bet that goes into it. */
  contribution: number;
}

export const JACKPOTS: JackpotDef[] = [
  { id: 1, name: 'Mini', seed: 50, perDay: 24, cycleDays: 2, contribution: 0.005 },
  { id: 2, name: 'Major', seed: 500, perDay: 72, cycleDays: 9, contribution: 0.003 },
  { id: 3, name: 'Mega', seed: 5_000, perDay: 240, cycleDays: 31, contribution: 0.0015 },
  { id: 4, name: 'Grand', seed: 50_000, perDay: 960, cycleDays: 97, contribution: 0.0005 },
];
