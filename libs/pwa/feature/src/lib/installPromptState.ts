/** Chromium's install event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** Once dismissed, the button stays away this long (30 days) in this browser. */
export const INSTALL_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

/** Where this browser remembers the dismissal (a timestamp) or the installation (`installed`). */
export const installDismissedKey = 'casino.pwaInstall.dismissed';

/** True when this browser dismissed the button less than `INSTALL_SNOOZE_MS` ago or installed the app. */
export function installSnoozed(now = Date.now()): boolean {
  try {
    const value = localStorage.getItem(installDismissedKey);
    if (!value) return false;
    if (value === 'installed') return true;
    const at = Number(value);
    return Number.isFinite(at) && now - at < INSTALL_SNOOZE_MS;
  } catch {
    // storage refused (private mode): the button may come back next time
    return false;
  }
}

export function rememberInstall(value: 'installed' | number) {
  try {
    localStorage.setItem(installDismissedKey, String(value));
  } catch {
    // storage refused: nothing to remember with
  }
}

/** `/play/<game>` pages belong to the game: no banner there. */
export function isPlayPath(pathname: string): boolean {
  return pathname === '/play' || pathname.startsWith('/play/');
}
