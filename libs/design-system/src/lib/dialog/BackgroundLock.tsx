import { inertOthers } from 'aria-hidden';
import { setNonce } from 'get-nonce';
import { useEffect, type RefObject } from 'react';
import { RemoveScroll } from 'react-remove-scroll';

export interface BackgroundLockProps {
  /** The layer that stays in reach (a dialog's backdrop, a blocking popup). Render the lock inside it. */
  layerRef: RefObject<HTMLElement | null>;
  /** @default true */
  enabled?: boolean;
  /**
   * Leave the toasts in reach: they sit above every layer, are announced and can be dismissed.
   * @default true
   */
  keepToasts?: boolean;
}

/**
 * Locks the page behind a modal layer while enabled: the page does not scroll (react-remove-scroll: wheel and touch
 * outside the layer are stopped, also on iOS, and the scrollbar's room is kept so nothing shifts) and everything
 * outside the layer is `inert` (aria-hidden's `inertOthers`): out of reach of the keyboard, the pointer and assistive
 * technology. Locks nest: the page comes back when the last one is released. Does nothing on the server.
 */
export function BackgroundLock({ layerRef, enabled = true, keepToasts = true }: BackgroundLockProps) {
  // react-remove-scroll writes a style tag (the page's overflow, the scrollbar's room) that the page's CSP refuses
  // without the document's nonce. It is set here, while rendering, because the lock's own effects run before ours.
  if (enabled && typeof document !== 'undefined') {
    const nonce = documentNonce();
    if (nonce) setNonce(nonce);
  }
  useEffect(() => {
    const layer = layerRef.current;
    if (!enabled || !layer) return;
    // The toasts' viewport carries this attribute (see ToastProvider).
    const toasts = keepToasts
      ? Array.from(layer.ownerDocument.querySelectorAll<HTMLElement>('[data-toast-viewport]'))
      : [];
    return inertOthers([layer, ...toasts]);
  }, [enabled, keepToasts, layerRef]);
  return (
    // The layer is a shard: scrolling inside it still works. The hidden span only gives the lock an element of its own.
    <RemoveScroll enabled={enabled} shards={[layerRef]} allowPinchZoom forwardProps>
      <span hidden />
    </RemoveScroll>
  );
}

/** The document's CSP nonce: React Router writes it on its scripts, Emotion on its style tags. */
function documentNonce(): string | undefined {
  return document.querySelector<HTMLElement>('script[nonce], style[nonce]')?.nonce || undefined;
}
