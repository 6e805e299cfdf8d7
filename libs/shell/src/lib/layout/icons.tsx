import { css } from '@emotion/react';
import { defineStyle } from '@casino/design-system';
import type { MenuItem } from '@casino/site';

type IconName = NonNullable<MenuItem['icon']>;

// 24x24 single-path icons: drawn inline, no icon font or sprite request.
const paths: Record<IconName | 'menu' | 'close' | 'globe' | 'search' | 'chevronDown', string> = {
  home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z',
  casino: 'M4 4h16v16H4zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
  live: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM2 12a10 10 0 0 1 20 0 10 10 0 0 1-20 0',
  slots: 'M3 5h18v14H3zM9 5v14M15 5v14',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z',
  gift: 'M3 10h18v4H3zM5 14h14v7H5zM12 10v11M12 10c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3M12 14v4M8 21h8l-1-3H9z',
  crown: 'M3 18l2-11 5 5 2-7 2 7 5-5 2 11z',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l13-3v3M17 13h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  cash: 'M2 6h20v12H2zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M5 5l14 14M19 5L5 19',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L21 21',
  // Points down in both directions: nothing to mirror in RTL.
  chevronDown: 'M6 9l6 6 6-6',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
};

export type ShellIconName = keyof typeof paths;

/**
 * How every line icon is drawn: in the stylesheet rather than as each svg's presentation attributes, which were about
 * 110 bytes per icon in every page's HTML (the panel layout's navigation and header draw 14).
 */
const lineIcon = defineStyle(css`
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`);

/** Decorative line icon; the text beside it names the action. */
export function ShellIcon({ name, size = 20 }: { name: ShellIconName; size?: number }) {
  return (
    <svg css={lineIcon} aria-hidden="true" width={size} height={size} viewBox="0 0 24 24">
      <path d={paths[name]} />
    </svg>
  );
}
