import { pageTitleKey, resolvePagePath, visibleMenuItems, type MenuItem, type NavigationSystem, type PageUrlOverrides } from '@casino/site';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellIcon } from './icons';
import type { NavItem } from './types';

/** Turns a static menu into translated, scope-filtered links for the layouts. */
export function useNavItems(
  menu: readonly MenuItem[],
  { signedIn, navigationSystem, overrides }: { signedIn: boolean; navigationSystem: NavigationSystem; overrides?: PageUrlOverrides },
): NavItem[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      visibleMenuItems(menu, signedIn).map((item) => ({
        key: item.page,
        to: resolvePagePath(item.page, { navigationSystem, overrides }),
        label: t(pageTitleKey(item.page)),
        icon: item.icon ? <ShellIcon name={item.icon} /> : undefined,
      })),
    [menu, signedIn, navigationSystem, overrides, t],
  );
}
