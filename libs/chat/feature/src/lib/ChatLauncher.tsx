import { css } from '@emotion/react';
import { Badge, themed } from '@casino/design-system';
import { useAppSettings } from '@casino/page';
import { useTranslation } from '@casino/translate';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ChatPanelProps } from './ChatPanel';

// The panel, its socket and its calls load on the first open only.
const ChatPanel = lazy(() => import('./ChatPanel'));

const chatLauncherStyle = themed(
  (th) => css`
    position: fixed;
    inset-block-end: ${th.space.md};
    inset-inline-end: ${th.space.md};
    z-index: ${th.zIndex.header};
    display: inline-flex;
    align-items: center;
    gap: ${th.space.xs};
    min-block-size: 2.75rem;
    padding-inline: ${th.space.md};
    border: 0;
    border-radius: ${th.radius.pill};
    background: ${th.color.primary};
    color: ${th.color.onPrimary};
    font: inherit;
    font-weight: ${th.typography.weight.bold};
    box-shadow: ${th.shadow.md};
    cursor: pointer;
    &:hover {
      background: ${th.color.primaryHover};
    }
    &:focus-visible {
      outline: 2px solid ${th.color.focusRing};
      outline-offset: 2px;
    }
  `,
);

/**
 * The chat's launcher: a small button at the inline-end bottom of every page but a game's (`/play/`), when the brand has
 * chat (`chatEnabled`). Opening it the first time loads the panel; new messages that arrive while it is closed are
 * counted on it.
 */
export function ChatLauncher({ connect }: { connect?: ChatPanelProps['connect'] }) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [unread, setUnread] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const onIncoming = useCallback(() => {
    if (!openRef.current) setUnread((n) => Math.min(n + 1, 99));
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const wasOpen = useRef(false);
  // Focus goes back to the launcher once the panel closes (the button is back in the page then).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!settings?.chatEnabled || pathname.startsWith('/play/')) return null;

  return (
    <>
      {!open && (
        <button
          ref={button}
          type="button"
          data-testid="chat-launcher"
          aria-label={unread > 0 ? t('chat.launcher.unread', { count: unread }) : t('chat.launcher')}
          aria-expanded={open}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
            setUnread(0);
          }}
          css={chatLauncherStyle}
        >
          <svg
            viewBox="0 0 20 20"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3 4h14v9H8l-4 3v-3H3z" strokeLinejoin="round" />
          </svg>
          <span aria-hidden="true">{t('chat.launcher')}</span>
          {unread > 0 && (
            <span aria-hidden="true">
              <Badge tone="danger">{unread}</Badge>
            </span>
          )}
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} onIncoming={onIncoming} {...(connect ? { connect } : {})} />
        </Suspense>
      )}
    </>
  );
}
