import { Stack } from '@casino/design-system';
import { Footer, MainContent, SkipLink } from './common';
import { PanelDrawer } from './PanelDrawer';
import { panelLayoutGrid } from './PanelLayout.styles';
import { PanelNavigation } from './PanelNavigation';
import { PanelTopBar } from './PanelTopBar';
import type { LayoutProps } from './types';
import { usePanelDrawer } from './usePanelDrawer';

/**
 * `panel` navigation: a side panel with the logo and the main navigation beside the content, as tall as the window
 * and sticky (its own scroll when the links are taller), however long the page.
 * Below 1024 px the panel becomes a drawer opened from the top bar's menu button. While open it holds the keyboard
 * focus (focus-trap, as the design system's Dialog); Escape, its close button, the backdrop or choosing a page
 * closes it, and focus goes back to the menu button.
 */
export function PanelLayout({
  logo,
  brandName,
  navItems,
  headerActions,
  headerExtras,
  footerItems,
  overlays,
  children,
}: LayoutProps) {
  const drawer = usePanelDrawer();
  return (
    <div data-layout="panel" css={panelLayoutGrid}>
      <SkipLink />
      {overlays}
      <PanelDrawer
        id={drawer.panelId}
        open={drawer.open}
        opened={drawer.opened}
        drawerRef={drawer.drawerRef}
        returnTo={drawer.toggleRef}
        onClose={drawer.close}
        onDismiss={drawer.dismiss}
        logo={logo}
      >
        <PanelNavigation items={navItems} />
      </PanelDrawer>
      <Stack gap="none">
        <PanelTopBar
          drawerId={drawer.panelId}
          drawerOpen={drawer.open}
          toggleRef={drawer.toggleRef}
          onToggle={drawer.toggle}
          logo={logo}
          actions={
            <>
              {headerExtras}
              {headerActions}
            </>
          }
        />
        <MainContent>{children}</MainContent>
        <Footer items={footerItems} brandName={brandName} />
      </Stack>
    </div>
  );
}
