import { css } from '@emotion/react';
import { Button, Inline, Link, Stack, useDirection, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';
import { holdWhileUnseen, type Playable } from './holdWhileUnseen';
import { RakebackDayCard } from './RakebackDayCard';
import type { RakebackDayView } from './rakebackDays';

export interface RakebackCarouselProps {
  days: readonly RakebackDayView[];
  currencyCode: string;
  onClaim?: (day: RakebackDayView) => void;
  claimingDate?: string;
  /** Where "view all" leads: the full calendar (`?modal=rakeback`). */
  viewAllHref: string;
  label: string;
  /** Milliseconds between automatic steps. @default 3500 */
  delay?: number;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

const rakebackCarouselList = themed(
  (th) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: ${th.space.sm};
    touch-action: pan-y pinch-zoom;
    & > li {
      flex: 0 0 8.5rem;
      min-width: 0;
    }
  `,
);

/**
 * The rakeback calendar as a strip that moves on by itself (Embla with its autoplay plugin): it pauses while the pointer
 * is over it or focus is inside it, and while nobody can see it (scrolled away, or behind a dialog), stands still for
 * players who ask for reduced motion, and has previous and next buttons for keyboards. It starts at today. The server (and the browser until Embla has loaded) renders the strip as a
 * plain row.
 */
export function RakebackCarousel({
  days,
  currencyCode,
  onClaim,
  claimingDate,
  viewAllHref,
  label,
  delay = 3_500,
}: RakebackCarouselProps) {
  const { t } = useTranslation();
  const direction = useDirection();
  const reducedMotion = usePrefersReducedMotion();
  const todayIndex = Math.max(
    0,
    days.findIndex((day) => day.today),
  );
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // Embla and its autoplay load after hydration (their own chunk, off the page's first download): until then the strip
  // is a plain row that overflows, the same markup the server sent.
  useEffect(() => {
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    void Promise.all([import('embla-carousel'), reducedMotion ? undefined : import('embla-carousel-autoplay')]).then(
      ([{ default: Embla }, autoplay]) => {
        if (cancelled || !viewport.current) return;
        const plugins = autoplay
          ? [autoplay.default({ delay, stopOnMouseEnter: true, stopOnFocusIn: true, stopOnInteraction: false })]
          : [];
        instance = Embla(
          viewport.current,
          {
            align: 'start',
            direction,
            loop: false,
            startIndex: todayIndex,
            containScroll: 'trimSnaps',
            skipSnaps: true,
          },
          plugins,
        );
        setApi(instance);
      },
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [direction, reducedMotion, delay, todayIndex]);
  // Still while out of sight: scrolled away, or behind a dialog.
  useEffect(() => {
    const autoplay = api?.plugins()['autoplay'] as Playable | undefined;
    if (!viewport.current || !autoplay) return undefined;
    return holdWhileUnseen(viewport.current, autoplay);
  }, [api]);
  const [edges, setEdges] = useState({ prev: todayIndex > 0, next: true });
  useEffect(() => {
    if (!api) return undefined;
    const update = () => setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  return (
    <Stack as="section" gap="sm" aria-label={label} aria-roledescription={t('rewards.carousel.roledescription')}>
      <Inline gap="sm" justify="between" wrap={false}>
        <Link to={viewAllHref} preventScrollReset size="sm" appearance="ghost" data-testid="rakeback-view-all">
          {t('rewards.rakeback.viewAll')}
        </Link>
        <Inline gap="xs" align="stretch" wrap={false}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('rewards.carousel.previous')}
            disabled={!edges.prev}
            onClick={() => api?.scrollPrev()}
          >
            <span aria-hidden="true">{direction === 'rtl' ? '›' : '‹'}</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('rewards.carousel.next')}
            disabled={!edges.next}
            onClick={() => api?.scrollNext()}
          >
            <span aria-hidden="true">{direction === 'rtl' ? '‹' : '›'}</span>
          </Button>
        </Inline>
      </Inline>
      {/* min-inline-size 0: the row scrolls inside its column; it never widens the page (before the carousel loads too).
          position: relative makes the row the containing block of its cards' screen-reader text (absolutely positioned):
          without it that text, placed along the whole row, widened the page to some 4,000 px until the carousel's
          transform contained it, and a phone showed the server's page zoomed out to a quarter.
          Until the carousel takes over, the row scrolls by itself: it then takes focus, so keyboards can scroll it. */}
      <div
        ref={viewport}
        tabIndex={api ? undefined : 0}
        css={css`
          position: relative;
          min-inline-size: 0;
          overflow-x: ${api ? 'hidden' : 'auto'};
        `}
      >
        <ol css={rakebackCarouselList}>
          {days.map((day) => (
            <li key={day.date}>
              <RakebackDayCard
                day={day}
                currencyCode={currencyCode}
                onClaim={onClaim}
                claiming={claimingDate === day.date}
              />
            </li>
          ))}
        </ol>
      </div>
    </Stack>
  );
}
