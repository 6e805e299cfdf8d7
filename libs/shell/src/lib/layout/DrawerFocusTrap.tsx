import { FocusTrap } from 'focus-trap-react';
import type { RefObject } from 'react';

export interface DrawerFocusTrapProps {
  active: boolean;
  /** The drawer: what holds the focus while active. */
  container: RefObject<HTMLElement | null>;
  /** Where focus goes back when the trap lets go (the menu button). */
  returnTo: RefObject<HTMLElement | null>;
}

/**
 * Keeps Tab and Shift+Tab inside the panel drawer while it is open (focus-trap, as the design system's Dialog), starting
 * on the current page's link, and gives focus back to the menu button when it closes. Escape and the backdrop stay the
 * layout's to handle. Loaded when the drawer first opens: desktops and crawlers never download it.
 */
export default function DrawerFocusTrap({ active, container, returnTo }: DrawerFocusTrapProps) {
  const element = container.current;
  if (!element) return null;
  return (
    <FocusTrap
      active={active}
      containerElements={[element]}
      focusTrapOptions={{
        initialFocus: () =>
          element.querySelector<HTMLElement>('nav a[aria-current="page"]') ??
          element.querySelector<HTMLElement>('nav a') ??
          false,
        fallbackFocus: () => element,
        setReturnFocus: () => returnTo.current ?? false,
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        preventScroll: true,
      }}
    />
  );
}
