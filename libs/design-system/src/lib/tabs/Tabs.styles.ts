import { css, type Theme } from '@emotion/react';
import { themed } from '../theme/themed';

export const tabListStyles = themed(
  (t: Theme) => css`
    display: flex;
    gap: ${t.space.xs};
    border-block-end: 1px solid ${t.color.border};
    /* Many tabs on a narrow phone scroll sideways instead of wrapping. */
    overflow-x: auto;
    scrollbar-width: none;
  `,
);

export const tabStyles = themed(
  (t: Theme) => css`
    flex: 0 0 auto;
    /* 44 px: the minimum touch target on a phone. */
    min-block-size: 2.75rem;
    padding-inline: ${t.space.md};
    border: 0;
    background: transparent;
    color: ${t.color.textMuted};
    font-family: inherit;
    font-size: ${t.typography.size.md};
    font-weight: ${t.typography.weight.medium};
    white-space: nowrap;
    cursor: pointer;
    /* The selected marker is a shadow so switching tabs never shifts the layout. */
    box-shadow: inset 0 -3px 0 transparent;
    transition:
      color ${t.motion.fast}ms ${t.motion.easing},
      box-shadow ${t.motion.fast}ms ${t.motion.easing};
    &:hover:not(:disabled) {
      color: ${t.color.text};
    }
    &[aria-selected='true'] {
      color: ${t.color.text};
      box-shadow: inset 0 -3px 0 ${t.color.primary};
    }
    &:disabled {
      opacity: 0.55;
      cursor: not-allowed;
    }
    /* The tab list scrolls, which would clip an outer focus ring. */
    &:focus-visible {
      outline-offset: -3px;
    }
  `,
);

export const tabPanelStyles = themed(
  (t: Theme) => css`
    padding-block: ${t.space.md};
    &:focus-visible {
      outline-offset: 2px;
    }
  `,
);
