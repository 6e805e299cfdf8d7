import { media } from '@casino/design-system';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

const DESKTOP_QUERY = media.desktopUp.replace('@media ', '');

export interface PanelDrawerState {
  open: boolean;
  /** Opened at least once: from then on the focus trap is loaded and mounted. */
  opened: boolean;
  /** The drawer's id, for the menu button's `aria-controls`. */
  panelId: string;
  /** The menu button in the top bar: focus goes back to it when the drawer closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** The drawer (the side panel): what holds the focus while it is open. */
  drawerRef: RefObject<HTMLElement | null>;
  /** The menu button: opens or closes. */
  toggle: () => void;
  /** Closes and gives focus back to the menu button (Escape, the drawer's close button). */
  close: () => void;
  /** Closes (the backdrop); the focus trap gives focus back as it lets go. */
  dismiss: () => void;
}

/**
 * The panel layout's drawer below 1024 px: open or closed, and what closes it (Escape, its close button, the backdrop,
 * choosing a page, or the window growing to a desktop's, where the drawer is the side panel again).
 */
export function usePanelDrawer(): PanelDrawerState {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // Focus goes back to the menu button (the focus trap does the same as it lets go, once it has loaded).
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    // Grown to a desktop window, the drawer is the side panel again: nothing left to hold open.
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    const onDesktop = () => {
      if (desktop?.matches) setOpen(false);
    };
    desktop?.addEventListener?.('change', onDesktop);
    return () => {
      document.removeEventListener('keydown', onKey);
      desktop?.removeEventListener?.('change', onDesktop);
    };
  }, [open, close]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const dismiss = useCallback(() => setOpen(false), []);
  return { open, opened, panelId, toggleRef, drawerRef, toggle, close, dismiss };
}
