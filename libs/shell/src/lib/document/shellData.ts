import type { AppSettings } from '@casino/api-contract';
import type { Translations } from '@casino/i18n';
import type { NavigationSystem } from '@casino/site';

/** What the root loader hands every page: language, translations and the brand's shell settings. */
export interface ShellData {
  lng: string;
  dir: 'ltr' | 'rtl';
  /** The language's translations merged over English. */
  translations: Translations;
  /** Settings `debugShowTranslationKeys`. */
  showKeys: boolean;
  brandName: string;
  navigationSystem: NavigationSystem;
  /** Per-response CSP nonce, for the scripts and styles the page writes. */
  nonce?: string;
  /** The brand's settings (public: the backend serves them to anyone). */
  settings: AppSettings;
}

export const ROOT_ROUTE_ID = 'root';
