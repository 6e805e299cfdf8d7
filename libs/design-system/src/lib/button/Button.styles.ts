import { css } from '@emotion/react';
import { defineStyle, stylePartsBy, themed, type ThemedStyle } from '../theme/themed';

/** `nav`: a ghost button on the navigation bar (the header, the panel), in the bar's own text colour. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'nav' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * A button's look in parts (decision 0015): what every button shares, then its size, then its variant, then full width,
 * each a class of the brand's stylesheet (the sheet holds 3 sizes and 5 variants, not their 30 combinations). Parts are
 * defined in the order they apply: a variant's border colour overrides the base's transparent border.
 */
const base = themed(
  (t) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${t.space.xs};
    border: 1px solid transparent;
    border-radius: ${t.radius.md};
    font-family: inherit;
    font-weight: ${t.typography.weight.bold};
    line-height: 1;
    text-decoration: none;
    text-transform: ${t.typography.headingTransform};
    cursor: pointer;
    white-space: nowrap;
    transition:
      background ${t.motion.fast}ms ${t.motion.easing},
      transform ${t.motion.fast}ms ${t.motion.easing};
    width: auto;
    &:active:not(:disabled) {
      transform: scale(0.98);
    }
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.55;
      cursor: not-allowed;
    }
  `,
);

const sizes: Record<ButtonSize, ThemedStyle> = {
  sm: themed(
    (t) => css`
      min-height: 2rem;
      padding: 0 ${t.space.sm};
      font-size: ${t.typography.size.sm};
    `,
  ),
  // 44 px: the minimum touch target on a phone.
  md: themed(
    (t) => css`
      min-height: 2.75rem;
      padding: 0 ${t.space.md};
      font-size: ${t.typography.size.md};
    `,
  ),
  lg: themed(
    (t) => css`
      min-height: 3.25rem;
      padding: 0 ${t.space.lg};
      font-size: ${t.typography.size.lg};
    `,
  ),
};

const variants: Record<ButtonVariant, ThemedStyle> = {
  primary: themed(
    ({ color: c }) => css`
      background: ${c.primary};
      color: ${c.onPrimary};
      &:hover:not(:disabled) {
        background: ${c.primaryHover};
      }
    `,
  ),
  secondary: themed(
    ({ color: c }) => css`
      background: ${c.secondary};
      color: ${c.onSecondary};
      &:hover:not(:disabled) {
        background: ${c.secondaryHover};
      }
    `,
  ),
  ghost: themed(
    ({ color: c }) => css`
      background: transparent;
      color: ${c.text};
      border-color: ${c.border};
      &:hover:not(:disabled) {
        background: ${c.surfaceRaised};
      }
    `,
  ),
  nav: themed(
    ({ color: c }) => css`
      background: transparent;
      color: ${c.navText};
      border-color: ${c.border};
      &:hover:not(:disabled) {
        color: ${c.navActive};
      }
    `,
  ),
  danger: themed(
    ({ color: c }) => css`
      background: ${c.danger};
      color: ${c.onDanger};
    `,
  ),
};

const fullWidthPart = defineStyle(css`
  width: 100%;
`);

/** A button's parts for its variant, size and width: one list per combination, made once. */
export const buttonStyle = stylePartsBy((variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) => [
  base,
  sizes[size],
  variants[variant],
  fullWidth && fullWidthPart,
]);
