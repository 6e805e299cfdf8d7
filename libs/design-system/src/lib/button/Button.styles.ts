import { css, type Theme } from '@emotion/react';

/** `nav`: a ghost button on the navigation bar (the header, the panel), in the bar's own text colour. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'nav' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const sizes: Record<ButtonSize, (t: Theme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    min-height: 2rem;
    padding: 0 ${t.space.sm};
    font-size: ${t.typography.size.sm};
  `,
  // 44 px: the minimum touch target on a phone.
  md: (t) => css`
    min-height: 2.75rem;
    padding: 0 ${t.space.md};
    font-size: ${t.typography.size.md};
  `,
  lg: (t) => css`
    min-height: 3.25rem;
    padding: 0 ${t.space.lg};
    font-size: ${t.typography.size.lg};
  `,
};

function variantStyles(t: Theme, variant: ButtonVariant) {
  const c = t.color;
  switch (variant) {
    case 'primary':
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        &:hover:not(:disabled) {
          background: ${c.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${c.secondary};
        color: ${c.onSecondary};
        &:hover:not(:disabled) {
          background: ${c.secondaryHover};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.onDanger};
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.text};
        border-color: ${c.border};
        &:hover:not(:disabled) {
          background: ${c.surfaceRaised};
        }
      `;
    case 'nav':
      return css`
        background: transparent;
        color: ${c.navText};
        border-color: ${c.border};
        &:hover:not(:disabled) {
          color: ${c.navActive};
        }
      `;
  }
}

export const buttonStyles = (t: Theme, variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) => css`
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
  width: ${fullWidth ? '100%' : 'auto'};
  &:active:not(:disabled) {
    transform: scale(0.98);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${sizes[size](t)}
  ${variantStyles(t, variant)}
`;
