export * from './lib/theme/tokens';
export { baseTheme } from './lib/theme/baseTheme';
export { contrastRatio, findContrastProblems } from './lib/theme/contrast';
export { ThemeProvider, createStyleCache, useDirection, type Direction, type ThemeProviderProps } from './lib/theme/ThemeProvider';
export { Button, type ButtonProps } from './lib/button/Button';
export type { ButtonSize, ButtonVariant } from './lib/button/Button.styles';
export { Link, NavLink, ExternalLink, type LinkProps, type NavLinkProps, type ExternalLinkProps, type LinkAppearance } from './lib/link/Link';
export { Spinner, type SpinnerProps } from './lib/spinner/Spinner';
export { VisuallyHidden } from './lib/visually-hidden/VisuallyHidden';
