import { CHAT_NAME_COLORS, type ChatNameColor } from '@casino/api-contract';
import type { Theme } from '@emotion/react';

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

export const isNameColor = (value: string): value is ChatNameColor => (CHAT_NAME_COLORS as readonly string[]).includes(value);

/**
 * The CSS colour of a nickname: a palette key's theme token, a strict `#rrggbb` from an older backend, else the text
 * colour. Nothing else the server sends reaches a style.
 */
export function nameColorCss(theme: Theme, value: string): string {
  if (isNameColor(value)) return theme.color[TOKEN_OF[value]];
  if (HEX.test(value)) return value;
  return theme.color.text;
}
