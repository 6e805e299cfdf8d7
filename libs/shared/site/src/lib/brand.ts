/** Navigation systems a brand can use (settings `navigationSystem`). */
export type NavigationSystem = 'basic' | 'panel';

/** What a brand library declares about itself; settings from the backend may override name and navigation later. */
export interface BrandConfig {
  /** Brand id; also the theme id settings name (`theme`). */
  id: string;
  /** Default brand name until settings (`brandName`) say otherwise. */
  name: string;
  navigationSystem: NavigationSystem;
  /** Locale used when the visitor has chosen none (spec: default en, no auto-detection). */
  defaultLocale: string;
  /** Colour for the browser UI (`theme-color`). */
  themeColor: string;
  /** SVG favicon source, inlined as a data URL so the page needs no extra request. */
  faviconSvg: string;
}
