import { pageTitleKey, usePagePath, visibleMenuItems, type MenuItem } from '@casino/site';
import { useMemo } from 'react';
import { useTranslation } from '@casino/translate';
import { ShellIcon } from './icons';
import type { NavItem } from './types';

/**
 * Turns a static menu into translated, scope-filtered links for the layouts. Paths follow the navigation system and
 * the settings' page-URL list (`PagePathsProvider`, set up by the shell frame).
 */
export function useNavItems(menu: readonly MenuItem[], { signedIn }: { signedIn: boolean }): NavItem[] {
  const { t } = useTranslation();
  const pagePath = usePagePath();
  return useMemo(
    () =>
      visibleMenuItems(menu, signedIn).map((item) => ({
        key: item.page,
        to: pagePath(item.page),
        label: t(pageTitleKey(item.page)),
        icon: item.icon ? <ShellIcon name={item.icon} /> : undefined,
      })),
    [menu, signedIn, pagePath, t],
  );
}
