/**
 * The token contract every brand fills. A brand maps its private palette onto these names;
 * leaving one out is a type error (see `defineTheme`). Components read only these tokens.
 */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Cards, panels, dialogs. */
  surface: string;
  /** A surface on top of a surface (menus, inputs). */
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  /** Main call to action (deposit, sign up). */
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Secondary actions (log in). */
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  /** Highlights: bonus amounts, eyebrows, badges. */
  accent: string;
  onAccent: string;
  success: string;
  onSuccess: string;
  warning: string;
  onWarning: string;
  danger: string;
  onDanger: string;
  info: string;
  onInfo: string;
  /** Keyboard focus ring; must contrast with background and surface. */
  focusRing: string;
  /** Backdrop behind dialogs. */
  overlay: string;
  headerBackground: string;
  headerText: string;
  navBackground: string;
  navText: string;
  navActive: string;
  footerBackground: string;
  footerText: string;
  link: string;
  skeleton: string;
  skeletonHighlight: string;
}

export interface TypographyTokens {
  fontFamily: string;
  headingFontFamily: string;
  monoFontFamily: string;
  /** Root font size in px; every other size is in rem. */
  baseSize: number;
  size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
  weight: { regular: number; medium: number; bold: number };
  lineHeight: { tight: number; normal: number };
  headingLetterSpacing: string;
  headingTransform: 'none' | 'uppercase';
}

export interface ThemeTokens {
  /** Theme id as settings name it (`theme`), e.g. `curacao`. */
  id: string;
  colorScheme: 'dark' | 'light';
  color: ColorTokens;
  typography: TypographyTokens;
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  motion: {
    /** Hover and press feedback, ms. */
    fast: number;
    /** Modal close animation, ms (spec: 300). */
    modalClose: number;
    easing: string;
  };
  layout: { maxContentWidth: string; headerHeight: string; sidebarWidth: string };
  zIndex: { header: number; sidebar: number; overlay: number; dialog: number; toast: number };
}

/** A step of the spacing scale (gaps, padding): `xxs` to `xxl`. */
export type SpaceToken = keyof ThemeTokens['space'];
/** A step of the type scale: `xs` to `display`. */
export type TextSize = keyof TypographyTokens['size'];

/** Spec breakpoints (account-shell section 9): shell mobile < 640, elsewhere < 768, tablet 768-1024. */
export const breakpoints = { shellMobile: 640, mobile: 768, tablet: 1024 } as const;

export const media = {
  /** Below the shell's mobile breakpoint (640 px). */
  shellMobile: `@media (max-width: ${breakpoints.shellMobile - 0.02}px)`,
  mobile: `@media (max-width: ${breakpoints.mobile - 0.02}px)`,
  tabletUp: `@media (min-width: ${breakpoints.mobile}px)`,
  /** Below the desktop breakpoint (1024 px): where the panel layout's side panel becomes a drawer. */
  belowDesktop: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  desktopUp: `@media (min-width: ${breakpoints.tablet}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Shared, brand-independent scales a brand may start from. */
export const baseScale = {
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  motion: { fast: 150, modalClose: 300, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  layout: { maxContentWidth: '80rem', headerHeight: '4rem', sidebarWidth: '16rem' },
  zIndex: { header: 100, sidebar: 110, overlay: 1000, dialog: 1001, toast: 1100 },
} as const satisfies Pick<ThemeTokens, 'space' | 'radius' | 'motion' | 'layout' | 'zIndex'>;

/** Identity helper that makes a brand theme prove it fills every token. */
export function defineTheme(theme: ThemeTokens): ThemeTokens {
  return theme;
}

// Emotion's `Theme` is our token contract: `css={(t) => ...}` is typed everywhere that imports the design system.
declare module '@emotion/react' {
  // Module augmentation has to be an empty interface that extends the tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface Theme extends ThemeTokens {}
}
