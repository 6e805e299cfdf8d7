import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdWhileUnseen } from './holdWhileUnseen';

/** A stand-in IntersectionObserver (jsdom has none) that the test drives. */
class FakeSight {
  static last: FakeSight | undefined;
  observed: Element[] = [];
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeSight.last = this;
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  disconnect() {
    this.observed = [];
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

/** MutationObserver callbacks run as microtasks. */
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  vi.stubGlobal('IntersectionObserver', FakeSight);
  const page = document.createElement('main');
  const strip = document.createElement('div');
  page.append(strip);
  document.body.append(page);
  const autoplay = { play: vi.fn(), stop: vi.fn() };
  const release = holdWhileUnseen(strip, autoplay);
  const sight = FakeSight.last;
  if (!sight) throw new Error('holdWhileUnseen watched nothing');
  return { page, strip, autoplay, release, sight };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('holdWhileUnseen', () => {
  it('stops the strip while the page behind a dialog is inert, and lets it move again when the dialog closes', async () => {
    const { page, autoplay, release } = setUp();
    expect(autoplay.stop).not.toHaveBeenCalled();
    page.setAttribute('inert', '');
    await mutationsDelivered();
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    page.removeAttribute('inert');
    await mutationsDelivered();
    expect(autoplay.play).toHaveBeenCalledTimes(1);
    release();
  });

  it('stops the strip while it is scrolled out of view, and only once per change', () => {
    const { autoplay, sight, release } = setUp();
    sight.report(false);
    sight.report(false);
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    sight.report(true);
    expect(autoplay.play).toHaveBeenCalledTimes(1);
    release();
  });

  it('keeps it still when it comes into view behind a dialog', async () => {
    const { page, autoplay, sight, release } = setUp();
    sight.report(false);
    page.setAttribute('inert', '');
    await mutationsDelivered();
    sight.report(true);
    expect(autoplay.play).not.toHaveBeenCalled();
    release();
  });

  it('stops watching once released', async () => {
    const { page, autoplay, sight, release } = setUp();
    release();
    expect(sight.observed).toEqual([]);
    page.setAttribute('inert', '');
    await mutationsDelivered();
    expect(autoplay.stop).not.toHaveBeenCalled();
  });
});
