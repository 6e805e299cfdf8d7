/**
 * Business constants of spec/account-shell.md section 9 and spec/feature-catalogue.md section 9, plus the
 * static option lists of both section 3s. The list of the 35 locale codes lives in the i18n lib.
 */

export const PAGE_SIZE = 24;
export const RAKEBACK_POLL_MS = 10_000;
export const CALENDAR_AWARD_POLL_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 15_000;
export const SSR_AUTH_TIMEOUT_MS = 3_000;
export const TRANSLATION_CACHE_TTL_MS = 5 * 60_000;
export const TRANSLATION_CACHE_MAX_ENTRIES = 50;
export const DEFAULT_LOCALE = 'en';
/** Rakeback calendar: 4 weeks x 7 days, Monday first. */
export const CALENDAR_WEEKS = 4;
export const CALENDAR_DAYS = 28;
export const CALENDAR_FIRST_DAY = 'monday';
export const BANNER_TITLE_MAX_LENGTH = 35;
/** The cashback accumulator counts down to the next half hour. */
export const ACCUMULATOR_PERIOD_MS = 30 * 60_000;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const MIN_AGE = 18;
export const MAX_AGE = 100;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 255;
export const ADDRESS_MAX_LENGTH = 255;
export const PHONE_MIN_LENGTH = 6;
export const YEAR_LIST_LENGTH = 100;
/** Minutes; the inactivitySessionTimeout setting is used if greater than 1. */
export const DEFAULT_INACTIVITY_TIMEOUT_MIN = 30;
export const ACCESS_TOKEN_COOKIE_MAX_AGE_S = 2_592_000;
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';
/** Registered cookie, language cookies, campaign params, cookie consent. */
export const LONG_COOKIE_DAYS = 365;
export const VISIT_TRACKING_THROTTLE_MS = 30 * 60_000;
export const VISIT_TRACKING_STALE_MS = 60 * 60_000;
export const CAMPAIGN_LAST_PARAM_WINDOW_MS = 7 * 24 * 3_600_000 - 3_600_000;
export const TRACKING_EVENT_ID_MIN = 267;
export const TRACKING_EVENT_ID_MAX = 275;
export const NAVIGATION_HISTORY_LENGTH = 5;
export const SHELL_MOBILE_BREAKPOINT_PX = 640;
export const MOBILE_MAX_WIDTH_PX = 767;
export const TABLET_MIN_WIDTH_PX = 768;
export const TABLET_MAX_WIDTH_PX = 1024;
export const MODAL_CLOSE_ANIMATION_MS = 300;
export const PAGE_VIEW_DELAY_MS = 300;
export const TIME_ON_SCREEN_REFRESH_MS = 60_000;
export const DEFAULT_AFFILIATE_KEY_QUERY_PARAMETER = 'nxafk';

export const DEPOSIT_DEFAULTS = {
  amount: 25,
  step: 1,
  /** From this amount on the step is `largeStep`. */
  largeStepFrom: 30,
  largeStep: 5,
  presets: [25, 50, 100],
} as const;
export const DEPOSIT_BANNER_TYPES = ['freespins', 'deposit', 'no_deposit'] as const;
/** Deposit range for TRY. */
export const TRY_DEPOSIT_RANGE = { min: 5, max: 100_000 } as const;

// feature catalogue section 9
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_REVIEW_MS = 24 * 3_600_000;
export const SESSION_LIMIT_MIN_MINUTES = 10;
export const SESSION_LIMIT_MAX_MINUTES = 720 * 60;
export const BET_LIMIT_CHANGE_COOLDOWN_MS = 3_600_000;
export const AWAY_AFTER_MS = 5 * 60_000;
export const AWAY_REMOVAL_MS = 30 * 60_000;
export const SHORT_BONUS_VALIDITY_MS = 24 * 3_600_000;
export const BANK_CODE_LENGTH = { min: 8, max: 15 } as const;
export const CVC_LENGTH = 3;
export const WIN_OF_THE_MONTH_AMOUNT = 700;
export const COPYRIGHT_YEAR = 2024;
export const WELCOME_PACKAGE = {
  percent: 150,
  minDeposit: 100,
  maxBonus: 1000,
  currencyCode: 'EUR',
  freeSpins: 100,
} as const;

// static lists (account-shell section 3, feature-catalogue section 3)
export const REQUEST_STATUSES = ['confirmed', 'rejected', 'requested', 'pending'] as const;
export const TRANSACTION_LIST_STATUSES = ['processed', 'pending', 'rejected', 'confirmed'] as const;
export const LIMIT_PERIODS = [
  { label: 'Daily', value: 0 },
  { label: 'Weekly', value: 1 },
  { label: 'Monthly', value: 2 },
] as const;
export const SELF_EXCLUSION_DURATIONS = ['1h', '12h', '1d', '3d', '1w', '1m', 'permanent', 'custom'] as const;
export const FREEZE_OPTIONS = [
  { label: '1 Day (24h)', days: 1 },
  { label: '3 Days', days: 3 },
  { label: '7 Days', days: 7 },
  { label: '10 Days', days: 10 },
] as const;
/** Winner lists of the lobby: the latest wins, and the biggest of the last `TOP_WINNERS_DAYS` days. */
export const WINNER_LIST_TYPES = ['latest', 'top'] as const;
export const WINNERS_DEFAULT_LIMIT = 10;
export const WINNERS_MAX_LIMIT = 50;
export const TOP_WINNERS_DAYS = 30;
/** A bonus buy costs this many times the bet. */
export const BONUS_BUY_COST_MULTIPLIER = 100;
/** `source` of the messages a game frame posts to its parent window (see `gameFrameMessage`). */
export const GAME_FRAME_MESSAGE_SOURCE = 'casino-dev-game';
/** Designed here: the `source` of the messages the dev backend's 3-D Secure challenge page posts to its parent window. */
export const THREE_DS_MESSAGE_SOURCE = 'casino-dev-3ds';
/** Designed here: an idempotency key of a deposit or a withdrawal, 16 to 64 characters of [A-Za-z0-9_-]. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{16,64}$/;
/** Designed here: the player-protection markets (`markets.ts` holds their rules; the list lives here so schemas need not load the rules). */
export const RG_MARKETS = ['default', 'UK', 'SE', 'MT', 'ON', 'FR'] as const;
export type RgMarket = (typeof RG_MARKETS)[number];
export const GAME_SORTS = ['popular', 'releaseDate', 'name', 'rtp', 'maxMultiplier', 'minBet', 'maxBet'] as const;
export const LIMIT_FORMS = ['deposit', 'loss', 'bets', 'sessionTime', 'selfExclusion'] as const;
export const GENDERS = ['Not to say', 'Male', 'Female'] as const;
export const LOGOUT_REASONS = [
  'USER_INITIATED',
  'USER_INACTIVITY_TIMEOUT',
  'SESSION_EXPIRED',
  'ACCOUNT_LOCKED',
  'SECURITY_LOGOUT',
  'CONCURRENT_SESSION',
  'SYSTEM_MAINTENANCE',
] as const;
export const DEVICE_TYPES = ['desktop', 'tablet', 'mobile'] as const;
export const DEPOSIT_MODALS = [
  'deposit-success',
  'deposit-failed',
  'deposit-return',
  'deposit-decline',
  'deposit-cancel',
  'deposit-pending',
  'deposit-3ds-success',
] as const;
