import { useTranslation } from '@casino/translate';
import type { ReactNode, RefObject } from 'react';
import { HomeLink } from './common';
import { ShellIcon } from './icons';
import { drawerIconButton, panelHeaderActions, topBar, topBarLogo } from './PanelLayout.styles';

export interface PanelTopBarProps {
  /** The drawer's id (`aria-controls`). */
  drawerId: string;
  /** Whether the drawer is open: the menu button says so, and closes it. */
  drawerOpen: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  logo: ReactNode;
  /** At the bar's end: the language switcher and the header actions. */
  actions: ReactNode;
}

/**
 * The panel layout's sticky top bar: below 1024 px the drawer's menu button and the logo (the side panel has them on
 * a desktop); the header actions at its end.
 */
export function PanelTopBar({ drawerId, drawerOpen, toggleRef, onToggle, logo, actions }: PanelTopBarProps) {
  const { t } = useTranslation();
  return (
    <header css={topBar}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        aria-label={drawerOpen ? t('shell.menu.close') : t('shell.menu.open')}
        onClick={onToggle}
        data-testid="panel-menu-toggle"
        css={drawerIconButton}
      >
        <ShellIcon name={drawerOpen ? 'close' : 'menu'} />
      </button>
      <div css={topBarLogo}>
        <HomeLink logo={logo} />
      </div>
      <div css={panelHeaderActions}>{actions}</div>
    </header>
  );
}
