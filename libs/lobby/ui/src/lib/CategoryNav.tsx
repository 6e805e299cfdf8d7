import { css } from '@emotion/react';
import { Link, media, defineStyle, Stack } from '@casino/design-system';

/** One link of the category navigation. */
export interface CategoryNavItem {
  /** Already translated (a category's name comes translated from the backend). */
  label: string;
  /** The category's list page; unique within the navigation (it keys the item). */
  href: string;
  /** The page shown: drawn as the primary button and marked `aria-current="page"`. */
  current: boolean;
}

export interface CategoryNavProps {
  /** Accessible name of the navigation, translated. */
  label: string;
  /** In order: "All games" first, then the categories. */
  items: readonly CategoryNavItem[];
}

const categoryNavList = defineStyle(css`
  list-style: none;
  margin: 0;
  padding: 0 0 0.25rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${media.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-inline: contain;
    & > li {
      flex: none;
    }
  }
`);

/**
 * A game list's categories as a row of small button links, the current one primary. On a phone the row scrolls
 * sideways rather than wrapping onto several lines above the games.
 */
export function CategoryNav({ label, items }: CategoryNavProps) {
  return (
    // A stack takes no more room than its container gives it (min-inline-size 0): the row scrolls instead.
    <Stack as="nav" gap="none" aria-label={label}>
      <ul css={categoryNavList}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              appearance={item.current ? 'primary' : 'ghost'}
              size="sm"
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
