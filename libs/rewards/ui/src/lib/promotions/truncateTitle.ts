import { BANNER_TITLE_MAX_LENGTH } from '@casino/api-contract';

/** A banner title cut to 35 characters (spec section 9) with an ellipsis; whole titles pass as they are. */
export function truncateTitle(title: string, max = BANNER_TITLE_MAX_LENGTH): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : title;
}
