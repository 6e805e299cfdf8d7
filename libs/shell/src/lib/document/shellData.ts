import type { AppSettings } from '@casino/api-contract';
import type { SessionState } from '@casino/session';
import type { NavigationSystem } from '@casino/site';

/** What the root loader hands every page: language, translations and the brand's shell settings (`RootPageData` and more). */
export interface ShellData {
  lng: string;
  dir: 'ltr' | 'rtl';
  /**
   * The version of the language's translations (merged over English): the browser fetches them from
   * `/locales/<lng>.json?v=<version>` before it hydrates; the server keeps them under it for the render.
   */
  translationsVersion: string;
  /** Settings `debugShowTranslationKeys`. */
  showKeys: boolean;
  brandName: string;
  navigationSystem: NavigationSystem;
  /** Per-response CSP nonce, for the scripts and styles the page writes. */
  nonce?: string;
  /** The brand's settings (public: the backend serves them to anyone). */
  settings: AppSettings;
  /** The session the server rendered with: signed in (with the player's details) or signed out. */
  session: SessionState;
  /** Crawlers (user agent containing "bot") get neither the country block nor the cookie banner. */
  isBot: boolean;
  /** The signed-in player's IP as the brand server saw it (side menu: current IP). */
  clientIp?: string;
  /** Where the site lives (`CASINO_PUBLIC_ORIGIN`, else the request's origin): canonical URLs start here. */
  origin?: string;
}

export { ROOT_ROUTE_ID } from '@casino/page';
