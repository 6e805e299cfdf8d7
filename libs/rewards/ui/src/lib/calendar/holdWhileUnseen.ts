/** What {@link holdWhileUnseen} needs of a carousel's autoplay (Embla's autoplay plugin has it). */
export interface Playable {
  play(): void;
  stop(): void;
}

/**
 * Holds a strip that moves by itself still while nobody can see it: scrolled out of view, or behind a modal dialog (the
 * page is then `inert`, see the design system's BackgroundLock), and lets it move again when it is back. On a phone, a
 * strip sliding under a dialog's backdrop kept the browser painting: 40% of a core with the login dialog open over
 * /promotions, against 1% once still. Returns the function that stops watching.
 */
export function holdWhileUnseen(node: HTMLElement, autoplay: Playable): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return () => undefined;
  let inView = true;
  let held = false;
  const update = () => {
    const hold = !inView || node.closest('[inert]') !== null;
    if (hold === held) return;
    held = hold;
    if (hold) autoplay.stop();
    else autoplay.play();
  };
  const sight = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) inView = entry.isIntersecting;
    update();
  });
  sight.observe(node);
  // aria-hidden's inertOthers marks the page's top-level branches outside the dialog.
  const inert = new MutationObserver(update);
  inert.observe(node.ownerDocument.body, { attributes: true, attributeFilter: ['inert'], subtree: true });
  update();
  return () => {
    sight.disconnect();
    inert.disconnect();
  };
}
