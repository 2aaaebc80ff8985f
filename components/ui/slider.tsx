'use client';

import dynamic from 'next/dynamic';
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { SliderApi } from './slider-engine';

const SliderEngine = dynamic(() => import('./slider-engine'), { ssr: false });

/** How far from the screen a slider starts loading its engine. */
const ENGINE_MARGIN = '400px 0px';

/** Slides per view and gap (px) from a minimum viewport width (px) up: the design's breakpoints. */
export type SliderBreakpoints = Record<number, { perView: number; gap: number }>;

const REDUCED = '(prefers-reduced-motion: reduce)';
const subscribeReduced = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * A carousel on embla: previous/next buttons and bullets, optional looping
 * autoplay with a visible pause control, paused while hovered or focused and
 * never running under reduced motion. Slide widths come from CSS per
 * breakpoint, so the server HTML is already laid out (no shift on hydration);
 * embla itself (slider-engine.tsx) loads when the slider comes near the screen.
 */
export function Slider({
  label,
  children,
  breakpoints,
  loop = false,
  autoplayMs,
}: {
  label: string;
  children: ReactNode;
  breakpoints: SliderBreakpoints;
  loop?: boolean;
  autoplayMs?: number;
}) {
  const id = useId().replace(/:/g, '');
  const slides = Children.toArray(children);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<SliderApi>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(viewport);
      },
      { rootMargin: ENGINE_MARGIN },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reduced = useSyncExternalStore(
    subscribeReduced,
    () => window.matchMedia(REDUCED).matches,
    () => true,
  );

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSnaps(embla.scrollSnapList());
      setSelected(embla.selectedScrollSnap());
    };
    embla.on('select', sync).on('reInit', sync);
    // embla reports its first state through 'init', which has already happened here.
    queueMicrotask(sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const autoplaying = Boolean(autoplayMs) && !reduced && !paused && !held;
  useEffect(() => {
    if (!embla || !autoplaying) return;
    const timer = setInterval(
      () => (embla.canScrollNext() ? embla.scrollNext() : embla.scrollTo(0)),
      autoplayMs,
    );
    return () => clearInterval(timer);
  }, [embla, autoplaying, autoplayMs]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  // The track is widened by one gap (negative margin) and every slide carries
  // its gap as padding, so a slide's share of the track is simply 1/perView.
  const css = Object.entries(breakpoints)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(
      ([min, { perView, gap }]) =>
        `@media (min-width:${min}px){.s-${id}{--gap:${gap}px;--size:calc(100% / ${perView})}}`,
    )
    .join('');

  const button =
    'grid size-10 place-items-center rounded-full bg-white text-brand-navy ring-1 ring-black/10 hover:bg-brand-cream disabled:opacity-40';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`s-${id}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setHeld(false)}
    >
      <style>{`.s-${id}{--gap:10px;--size:100%}${css}`}</style>
      {near && <SliderEngine viewport={near} loop={loop} onReady={setEmbla} />}
      {/* relative: a visually hidden (absolute) label inside a slide must be clipped here too,
          not widen the page. */}
      <div ref={viewportRef} className="relative overflow-hidden">
        <div className="flex" style={{ marginLeft: 'calc(var(--gap) * -1)' }}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="min-w-0 shrink-0"
              style={{ flexBasis: 'var(--size)', paddingLeft: 'var(--gap)' }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {snaps.length > 1 && (
        <div className="mt-6 flex items-center justify-between gap-4">
          <div className="flex flex-wrap gap-1" role="group" aria-label="Choose a slide">
            {snaps.length > 1 &&
              snaps.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => scrollTo(index)}
                  className="group grid h-6 min-w-6 place-items-center"
                >
                  <span
                    aria-hidden="true"
                    className={`h-2.5 rounded-full transition-all ${index === selected ? 'w-6 bg-brand-teal-700' : 'w-2.5 bg-brand-slate/30 group-hover:bg-brand-slate/60'}`}
                  />
                </button>
              ))}
          </div>
          <div className="flex gap-2">
            {autoplayMs && !reduced && (
              <button
                type="button"
                className={button}
                onClick={() => setPaused(!paused)}
                aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              >
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
                  {paused ? <path d="M5 3l8 5-8 5z" /> : <path d="M4 3h3v10H4zM9 3h3v10H9z" />}
                </svg>
              </button>
            )}
            <button
              type="button"
              className={button}
              aria-label="Previous slide"
              onClick={() => embla?.scrollPrev()}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M10 3L5 8l5 5" />
              </svg>
            </button>
            <button
              type="button"
              className={button}
              aria-label="Next slide"
              onClick={() => embla?.scrollNext()}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 3l5 5-5 5" />
              </svg>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
