import { Inline } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { HomeLink } from './common';
import { ShellIcon } from './icons';
import { drawerBackdrop, drawerIconButton, drawerPanel } from './PanelLayout.styles';

// The drawer's focus trap loads when the drawer first opens: desktops and crawlers never download it.
const DrawerFocusTrap = lazy(() => import('./DrawerFocusTrap'));

export interface PanelDrawerProps {
  /** For the menu button's `aria-controls`. */
  id: string;
  open: boolean;
  /** Opened at least once: the focus trap is loaded and mounted from then on. */
  opened: boolean;
  drawerRef: RefObject<HTMLElement | null>;
  /** The menu button, where focus goes back as the trap lets go. */
  returnTo: RefObject<HTMLElement | null>;
  /** Its close button: closes and gives focus back to the menu button. */
  onClose: () => void;
  /** The backdrop. */
  onDismiss: () => void;
  logo: ReactNode;
  /** The navigation. */
  children: ReactNode;
}

/**
 * The side panel with the logo and the navigation, as tall as the window and sticky (its own scroll when the links
 * are taller). Below 1024 px it is a drawer: shown while `open`, over a backdrop, holding the keyboard focus
 * (focus-trap, loaded on first opening), with a close button of its own.
 */
export function PanelDrawer({
  id,
  open,
  opened,
  drawerRef,
  returnTo,
  onClose,
  onDismiss,
  logo,
  children,
}: PanelDrawerProps) {
  const { t } = useTranslation();
  return (
    <>
      {/* As tall as the window and sticky, however long the page; its own scroll when the links are taller. */}
      <aside ref={drawerRef} id={id} data-open={open || undefined} tabIndex={-1} css={drawerPanel}>
        <Inline gap="sm" justify="between" wrap={false}>
          <HomeLink logo={logo} />
          {/* The menu button is under the open drawer: this one closes it from inside. */}
          <button
            type="button"
            aria-label={t('shell.menu.close')}
            onClick={onClose}
            data-testid="panel-drawer-close"
            css={drawerIconButton}
          >
            <ShellIcon name="close" />
          </button>
        </Inline>
        {children}
      </aside>
      {opened && (
        <Suspense fallback={null}>
          <DrawerFocusTrap active={open} container={drawerRef} returnTo={returnTo} />
        </Suspense>
      )}
      {open && <div aria-hidden="true" data-testid="panel-backdrop" onClick={onDismiss} css={drawerBackdrop} />}
    </>
  );
}
