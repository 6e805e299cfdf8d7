import type { NavigationSystem } from '@casino/site';
import { BasicLayout } from './BasicLayout';
import { PanelLayout } from './PanelLayout';
import type { LayoutProps } from './types';

/** The layout settings ask for (`navigationSystem`): top bar for `basic`, side panel for `panel`. */
export function ShellLayout({ navigationSystem, ...props }: LayoutProps & { navigationSystem: NavigationSystem }) {
  return navigationSystem === 'panel' ? <PanelLayout {...props} /> : <BasicLayout {...props} />;
}
