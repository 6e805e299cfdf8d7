import { baseScale, defineTheme, withAlpha } from '@casino/design-system';

/**
 * Aurora Casino's private palette: deep teal ocean night, a warm coral call to action and accent, a seafoam glow.
 * Only this file knows these values (the colour lint allows colour literals nowhere else); the theme below maps them
 * onto the design-system tokens, the logo and favicon are drawn from them, and the brand test checks every pair
 * players read against WCAG AA.
 */
export const palette = {
  /** Page background, the darkest ground. */
  ground950: '#03171a',
  /** Cards, dialogs, header and navigation. */
  ground900: '#072428',
  /** Raised surfaces (menus, inputs), skeletons. */
  ground800: '#0c3136',
  /** Secondary buttons. */
  ground700: '#134148',
  /** Borders, secondary hover. */
  ground600: '#1f5a61',
  /** Text. */
  text50: '#eefaf7',
  /** Muted text, navigation text. */
  text200: '#a6ccc7',
  /** Main call to action, active navigation. */
  brand400: '#ff7d63',
  /** Its hover, links. */
  brand300: '#ffa28e',
  /** Text on the call to action. */
  brand950: '#2b0b05',
  /** Highlights: bonus amounts, badges. */
  accent400: '#ffb48f',
  /** Keyboard focus ring. */
  focus400: '#7eeedd',
  success400: '#52d99a',
  warning400: '#ffc857',
  danger400: '#ff5c6c',
  info400: '#5cc4ff',
  /** Text on the bright colours (accent, success, warning, danger, info); the backdrop behind dialogs. */
  ink: '#011012',
  footer: '#021114',
  /** Shadows. */
  black: '#000000',
} as const;

export const auroraTheme = defineTheme({
  id: 'aurora',
  colorScheme: 'dark',
  color: {
    background: palette.ground950,
    surface: palette.ground900,
    surfaceRaised: palette.ground800,
    border: palette.ground600,
    text: palette.text50,
    textMuted: palette.text200,
    primary: palette.brand400,
    primaryHover: palette.brand300,
    onPrimary: palette.brand950,
    secondary: palette.ground700,
    secondaryHover: palette.ground600,
    onSecondary: palette.text50,
    accent: palette.accent400,
    onAccent: palette.ink,
    success: palette.success400,
    onSuccess: palette.ink,
    warning: palette.warning400,
    onWarning: palette.ink,
    danger: palette.danger400,
    onDanger: palette.ink,
    info: palette.info400,
    onInfo: palette.ink,
    focusRing: palette.focus400,
    overlay: withAlpha(palette.ink, 0.76),
    headerBackground: palette.ground900,
    headerText: palette.text50,
    navBackground: palette.ground900,
    navText: palette.text200,
    navActive: palette.brand400,
    footerBackground: palette.footer,
    footerText: palette.text200,
    link: palette.brand300,
    skeleton: palette.ground800,
    skeletonHighlight: palette.ground700,
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
    headingFontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
    monoFontFamily: 'ui-monospace, Menlo, Consolas, monospace',
    baseSize: 16,
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem', display: '2.75rem' },
    weight: { regular: 400, medium: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
    headingLetterSpacing: '0',
    headingTransform: 'none',
  },
  space: baseScale.space,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    sm: `0 1px 2px ${withAlpha(palette.black, 0.45)}`,
    md: `0 6px 16px ${withAlpha(palette.black, 0.45)}`,
    lg: `0 16px 40px ${withAlpha(palette.black, 0.55)}`,
  },
  motion: baseScale.motion,
  layout: baseScale.layout,
  zIndex: baseScale.zIndex,
});
