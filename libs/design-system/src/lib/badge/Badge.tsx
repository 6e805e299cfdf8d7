import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { themedVariants, defineStyle } from '../theme/themed';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

function toneStyles(t: Theme, tone: BadgeTone) {
  const c = t.color;
  switch (tone) {
    case 'neutral':
      return css`
        background: ${c.surfaceRaised};
        color: ${c.text};
        border-color: ${c.border};
      `;
    case 'info':
      return css`
        background: ${c.info};
        color: ${c.onInfo};
      `;
    case 'success':
      return css`
        background: ${c.success};
        color: ${c.onSuccess};
      `;
    case 'warning':
      return css`
        background: ${c.warning};
        color: ${c.onWarning};
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.onDanger};
      `;
    case 'accent':
      return css`
        background: ${c.accent};
        color: ${c.onAccent};
      `;
  }
}

const badgeStyles = (t: Theme, tone: BadgeTone) => css`
  display: inline-flex;
  align-items: center;
  gap: ${t.space.xxs};
  max-inline-size: 100%;
  padding-block: ${t.space.xxs};
  padding-inline: ${t.space.sm};
  border: 1px solid transparent;
  border-radius: ${t.radius.pill};
  font-size: ${t.typography.size.xs};
  font-weight: ${t.typography.weight.bold};
  line-height: ${t.typography.lineHeight.tight};
  text-transform: ${t.typography.headingTransform};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
  ${toneStyles(t, tone)}
`;

const badgeStyle = themedVariants(badgeStyles, [['neutral', 'info', 'success', 'warning', 'danger', 'accent']]);
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  /** The status, already translated ("Pending", "Claimed", "New"). */
  children: ReactNode;
}

const badgeLabel = defineStyle(css`
  display: inline-flex;
`);

/**
 * A small status label. The text carries the meaning (colour alone would not reach everyone);
 * it is plain text, not a live region: announce changes elsewhere if they matter.
 */
export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <span css={badgeStyle(tone)} data-tone={tone} {...rest}>
      {icon && (
        <span aria-hidden="true" css={badgeLabel}>
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
