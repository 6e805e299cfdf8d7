import { CHAT_NAME_COLORS, type ChatNameColor } from '@casino/api-contract';
import { contrastRatio } from '@casino/design-system';
import type { Theme } from '@emotion/react';
import { createContext } from 'react';

/** Each name colour the player may pick, mapped onto a theme token: messages never carry CSS of their own. */
const TOKEN_OF: Record<ChatNameColor, keyof Theme['color']> = {
  primary: 'primary',
  secondary: 'secondary',
  accent: 'accent',
  success: 'success',
  warning: 'warning',
  info: 'info',
  danger: 'danger',
  link: 'link',
};

const HEX = /^#[0-9a-f]{6}$/i;

export const isNameColor = (value: string): value is ChatNameColor =>
  (CHAT_NAME_COLORS as readonly string[]).includes(value);

/**
 * The CSS colour of a nickname: a palette key's theme token, a strict `#rrggbb` from an older backend, else the text
 * colour. Nothing else the server sends reaches a style.
 */
export function nameColorCss(theme: Theme, value: string): string {
  if (isNameColor(value)) return theme.color[TOKEN_OF[value]];
  if (HEX.test(value)) return value;
  return theme.color.text;
}

/** The colours the chat panel is drawn in (the brand's scheme or its inverse): names must stay readable on them. */
export const ChatColors = createContext<{ background: string; text: string } | null>(null);

/**
 * Text contrast a nickname keeps on the panel (WCAG AA is 4.5; the margin covers the light tint of the player's own
 * messages).
 */
export const NAME_MIN_CONTRAST = 5;

/**
 * The nickname's colour as drawn: the chosen token where it reads well on the panel's background, else the panel's text
 * colour (a gold that suits a dark brand is unreadable on a light one). Colours that cannot be measured stay as chosen.
 */
export function readableNameColor(
  theme: Theme,
  value: string,
  panel: { background: string; text: string } | null,
): string {
  const wanted = nameColorCss(theme, value);
  if (!panel) return wanted;
  try {
    return contrastRatio(wanted, panel.background) >= NAME_MIN_CONTRAST ? wanted : panel.text;
  } catch {
    return wanted;
  }
}
