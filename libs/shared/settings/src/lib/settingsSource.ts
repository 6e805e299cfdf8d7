import { mergeSettings, partialAppSettings, type AppSettings, type PartialAppSettings } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { getSettings } from '../api/get-settings';

/** Spec section 8: without settings there is no site; the server process exits with this code. */
export const SETTINGS_EXIT_CODE = 911;
/** How often a running server re-reads settings in the background. */
export const SETTINGS_REFRESH_MS = 5 * 60_000;

/**
 * Local environment overrides (`CASINO_SETTINGS_OVERRIDES`): a JSON object of settings keys, applied on top of
 * what the backend sends. A malformed value is an error at start, not a silently ignored typo.
 */
export function parseSettingsOverrides(raw: string | undefined): PartialAppSettings {
  if (!raw?.trim()) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('CASINO_SETTINGS_OVERRIDES is not valid JSON');
  }
  const parsed = partialAppSettings.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`CASINO_SETTINGS_OVERRIDES: ${first?.path.join('.') ?? ''} ${first?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

export interface SettingsSourceOptions {
  api: ApiClient;
  overrides?: PartialAppSettings;
  /** @default SETTINGS_REFRESH_MS */
  refreshMs?: number;
  log?: (message: string) => void;
}

/**
 * The settings one brand server runs on: backend settings merged over the defaults, local overrides on top.
 * `load` must succeed once; after that a failed background refresh keeps the last good settings.
 */
export function createSettingsSource({
  api,
  overrides = {},
  refreshMs = SETTINGS_REFRESH_MS,
  log = console.warn,
}: SettingsSourceOptions) {
  let current: AppSettings | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function load(): Promise<AppSettings> {
    const remote = await getSettings(api);
    current = mergeSettings(remote as Partial<AppSettings>, overrides as Partial<AppSettings>);
    return current;
  }

  return {
    load,
    /** The settings in force; throws if `load` never succeeded (a programming error: the server starts only after it). */
    current(): AppSettings {
      if (!current) throw new Error('Settings were never loaded');
      return current;
    },
    get loaded() {
      return current !== undefined;
    },
    startRefresh() {
      timer ??= setInterval(() => {
        load().catch((error: unknown) =>
          log(`settings refresh failed, keeping the last good settings: ${(error as Error).message}`),
        );
      }, refreshMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type SettingsSource = ReturnType<typeof createSettingsSource>;

/**
 * Loads settings at start, retrying while the backend comes up (it may start beside the brand server),
 * and gives up after `waitMs`: the caller then exits with SETTINGS_EXIT_CODE.
 */
export async function loadSettingsWithin(
  source: SettingsSource,
  waitMs: number,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<AppSettings> {
  const deadline = Date.now() + waitMs;
  let attempt = 0;
  for (;;) {
    try {
      return await source.load();
    } catch (error) {
      attempt += 1;
      if (Date.now() + 500 > deadline) throw error;
      await sleep(Math.min(500 * attempt, 2_000));
    }
  }
}
