'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type SliderApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * embla on a slider's viewport, loaded by slider.tsx when the slider comes near
 * the screen: until then the slides are laid out by CSS alone, and a visitor
 * who never scrolls that far never downloads embla.
 */
export default function SliderEngine({
  viewport,
  loop,
  onReady,
}: {
  viewport: HTMLElement;
  loop: boolean;
  onReady: (api: SliderApi | undefined) => void;
}) {
  const [attach, api] = useEmblaCarousel({ loop, align: 'start', dragThreshold: 5, duration: 25 });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
