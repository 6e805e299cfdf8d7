import { useTheme } from '@emotion/react';
import { FocusTrap } from 'focus-trap-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { BackgroundLock } from './BackgroundLock';
import {
  backdropStyles,
  bodyStyles,
  closeButtonStyles,
  descriptionStyles,
  footerStyles,
  headerStyles,
  panelStyles,
  titleStyles,
  type DialogSize,
} from './Dialog.styles';
import { themedVariants } from '../theme/themed';

const backdropStyle = themedVariants(backdropStyles, [[false, true]]);
const panelStyle = themedVariants(panelStyles, [
  ['sm', 'md', 'lg'],
  [false, true],
]);

export interface DialogProps {
  /** Shows the dialog. Turning it false plays the close animation, then unmounts the dialog. */
  open: boolean;
  /** The player asked to close it: Escape, a click on the backdrop or the close button. */
  onClose: () => void;
  /** Visible heading, already translated; also the dialog's accessible name. */
  title: ReactNode;
  /** Accessible name of the close button, already translated (e.g. "Close"). */
  closeLabel: string;
  /** Short text under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** Actions at the bottom (confirm, cancel). */
  footer?: ReactNode;
  /**
   * Width on tablets and desktops; on phones the dialog is always a full-screen sheet.
   * @default 'md'
   */
  size?: DialogSize;
  /** Element focused when the dialog opens. By default the dialog itself, so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Element focused after the dialog closes. By default the element that had focus when it opened, or the page's main
   * heading when there was none or it is gone (`focusAfterDialog`).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const noSubscription = () => () => undefined;

/** Resolves once `element` is outside every `inert` subtree (checked every 16 ms, at most half a second). */
function untilOutsideInert(element: Element): Promise<void> {
  return new Promise((resolve) => {
    let checks = 0;
    const check = () => (!element.closest('[inert]') || ++checks > 30 ? resolve() : setTimeout(check, 16));
    check();
  });
}

/**
 * Where the keyboard goes when a dialog closes: the owner's choice; else the element that opened it, while it is still
 * in the page; else the page's main heading (made focusable by script when it is not), or its main landmark. A dialog
 * a URL opened had no opener (focus was on the body), and an opener can be gone by the time the dialog closes (a form
 * replaced by its outcome): without this, focus fell to the body and a keyboard or screen-reader player was thrown to
 * the top of the page.
 */
export function focusAfterDialog(
  opener: HTMLElement | SVGElement | null | undefined,
  chosen?: HTMLElement | null,
): HTMLElement | SVGElement | false {
  if (chosen?.isConnected) return chosen;
  if (opener?.isConnected && opener !== document.body && opener !== document.documentElement) return opener;
  const main = document.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/** False on the server and during hydration, true once mounted in a browser. */
function useIsMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Modal dialog in a portal on `document.body`. Focus is trapped inside while it is open (focus-trap) and goes back
 * to the opener when it closes; the page behind neither scrolls nor reaches assistive technology (`BackgroundLock`),
 * the toasts excepted. Renders nothing on the server.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  description,
  footer,
  size = 'md',
  initialFocusRef,
  returnFocusRef,
  children,
}: DialogProps) {
  const mounted = useIsMounted();
  const theme = useTheme();
  const closeDuration = theme.motion.modalClose;
  const [rendered, setRendered] = useState(open);
  // Opening again, even mid close animation, shows it at once (state adjusted while rendering, no effect needed).
  if (open && !rendered) setRendered(true);
  const closing = rendered && !open;

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setRendered(false), closeDuration);
    return () => clearTimeout(timer);
  }, [closing, closeDuration]);

  const titleId = useId();
  const descriptionId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pointerDownOnBackdrop = useRef(false);

  if (!mounted || !rendered) return null;

  const requestClose = () => {
    if (!closing) onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A dialog opened over this one handles its own Escape first (React events bubble through portals).
    event.stopPropagation();
    requestClose();
  };

  // Only a click that starts and ends on the backdrop closes: selecting text inside and releasing outside does not.
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pointerDownOnBackdrop.current && event.target === event.currentTarget) requestClose();
    pointerDownOnBackdrop.current = false;
  };

  return createPortal(
    <FocusTrap
      active={!closing}
      focusTrapOptions={{
        initialFocus: () => initialFocusRef?.current ?? panelRef.current ?? false,
        fallbackFocus: () => panelRef.current ?? document.body,
        setReturnFocus: (opener) => focusAfterDialog(opener, returnFocusRef?.current),
        // The page behind is inert until the lock lets it go, in the same commit that deactivates the trap: focus sent
        // before that does not land (seen with the page's heading after a URL's dialog: focus stayed on the body).
        checkCanReturnFocus: untilOutsideInert,
        // Escape and outside clicks are ours to handle: they ask the owner to close.
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        // Toasts sit above the backdrop and must stay clickable.
        allowOutsideClick: true,
        preventScroll: true,
      }}
    >
      {/* The backdrop click is a mouse shortcut only (keyboard users have Escape and the close button);
          the keydown listener catches Escape bubbling up from anywhere in the dialog. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={backdropRef}
        css={backdropStyle(closing)}
        data-state={closing ? 'closing' : 'open'}
        onMouseDown={handleBackdropMouseDown}
        onClick={handleBackdropClick}
        onKeyDown={handleKeyDown}
      >
        {/* Released as soon as it starts closing: the page is the player's again during the animation. */}
        <BackgroundLock layerRef={backdropRef} enabled={!closing} />
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          css={panelStyle(size, closing)}
        >
          <div css={headerStyles}>
            <h2 id={titleId} css={titleStyles}>
              {title}
            </h2>
            <button type="button" aria-label={closeLabel} css={closeButtonStyles} onClick={requestClose}>
              <svg
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </button>
          </div>
          {description && (
            <p id={descriptionId} css={descriptionStyles}>
              {description}
            </p>
          )}
          <div css={bodyStyles}>{children}</div>
          {footer && <div css={footerStyles}>{footer}</div>}
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}
