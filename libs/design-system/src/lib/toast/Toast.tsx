import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import {
  contentStyles,
  dismissStyles,
  messageStyles,
  regionStyles,
  titleStyles,
  toastStyles,
  viewportStyles,
  type ToastTone,
} from './Toast.styles';
import { themedVariants } from '../theme/themed';

const toastStyle = themedVariants(toastStyles, [['info', 'success', 'warning', 'danger']]);

export type { ToastTone };

export interface ToastOptions {
  /** Reuse an id to replace a toast instead of stacking a second one (e.g. "connection lost"). */
  id?: string;
  /** @default 'info' */
  tone?: ToastTone;
  /** Already translated. */
  title: ReactNode;
  /** Already translated. */
  message?: ReactNode;
  /**
   * Time on screen before it goes away by itself, in ms; `null` keeps it until dismissed.
   * The countdown pauses while the pointer is over the toasts or focus is in them.
   * @default 6000
   */
  durationMs?: number | null;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastEntry {
  id: string;
  tone: ToastTone;
  title: ReactNode;
  message?: ReactNode;
  durationMs: number | null;
  /** Changes when a toast is replaced, so its timer starts again. */
  version: number;
}

export const DEFAULT_TOAST_DURATION_MS = 6000;

// Errors and warnings interrupt (role="alert"); news and confirmations wait their turn (role="status").
const assertiveTones: ReadonlySet<ToastTone> = new Set(['warning', 'danger']);

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** Accessible name of each toast's dismiss button, already translated (e.g. "Dismiss"). */
  dismissLabel: string;
  children: ReactNode;
}

/**
 * Holds the toasts of the app and their two live regions. The regions are rendered from the start
 * (also on the server): screen readers only announce changes to a live region they already know.
 */
export function ToastProvider({ dismissLabel, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const nextId = useRef(0);
  const viewportRef = useRef<HTMLDivElement>(null);

  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = options.id ?? `toast-${nextId.current}`;
    const entry: ToastEntry = {
      id,
      tone: options.tone ?? 'info',
      title: options.title,
      message: options.message,
      durationMs: options.durationMs === undefined ? DEFAULT_TOAST_DURATION_MS : options.durationMs,
      version: nextId.current,
    };
    setToasts((current) =>
      current.some((toast) => toast.id === id)
        ? current.map((toast) => (toast.id === id ? entry : toast))
        : [...current, entry],
    );
    return id;
  }, []);

  // A dismissed toast may take the focus with it without a blur event: check again.
  useEffect(() => {
    setFocused(Boolean(viewportRef.current?.contains(document.activeElement)));
  }, [toasts]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const paused = hovered || focused;
  const renderToast = (toast: ToastEntry) => (
    <ToastItem
      key={`${toast.id}-${toast.version}`}
      toast={toast}
      paused={paused}
      dismissLabel={dismissLabel}
      onDismiss={dismiss}
    />
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        ref={viewportRef}
        // A dialog's BackgroundLock leaves the element with this attribute in reach.
        data-toast-viewport=""
        css={viewportStyles}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <div role="status" aria-live="polite" css={regionStyles}>
          {toasts.filter((toast) => !assertiveTones.has(toast.tone)).map(renderToast)}
        </div>
        <div role="alert" aria-live="assertive" css={regionStyles}>
          {toasts.filter((toast) => assertiveTones.has(toast.tone)).map(renderToast)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  paused,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastEntry;
  paused: boolean;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}) {
  const { id, durationMs } = toast;
  const remaining = useRef(durationMs ?? 0);

  useEffect(() => {
    if (durationMs === null || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      // Paused: keep what was left, so the toast does not get its full time again.
      remaining.current -= Date.now() - startedAt;
    };
  }, [durationMs, paused, id, onDismiss]);

  return (
    <div css={toastStyle(toast.tone)} data-tone={toast.tone}>
      <div css={contentStyles}>
        <p css={titleStyles}>{toast.title}</p>
        {toast.message && <p css={messageStyles}>{toast.message}</p>}
      </div>
      <button type="button" aria-label={dismissLabel} css={dismissStyles} onClick={() => onDismiss(id)}>
        <svg
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </button>
    </div>
  );
}

/** Shows and dismisses toasts; needs a `<ToastProvider>` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
