'use client';

import { useEffect, useRef, useState } from 'react';
import { bengaliDigits } from '@/lib/i18n/digits';
import { COUNT_UP_MS } from './motion';

type Counter = { value: number; suffix: string; label: string };

/**
 * The four achievement counters. The server HTML holds the final values; once
 * the block scrolls into view they count up from 0 over 2.27 s (not under
 * reduced motion). `bengali`: in Bengali digits, as a Bangla page reads a count (the
 * README's rule); given only there, so the English page's payload stays as it was.
 */
export function AchievementCounters({
  counters,
  bengali = false,
}: {
  counters: readonly Counter[];
  bengali?: boolean;
}) {
  const ref = useRef<HTMLDListElement>(null);
  const [progress, setProgress] = useState(1);
  const [state, setState] = useState<'idle' | 'counting' | 'done'>('idle');
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          // A frame's timestamp can precede `start` (it is the frame's start time).
          const t = Math.min(1, Math.max(0, (now - start) / COUNT_UP_MS));
          setProgress(1 - (1 - t) ** 3);
          if (t < 1) frame = requestAnimationFrame(tick);
          else setState('done');
        };
        setProgress(0);
        setState('counting');
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <dl
      ref={ref}
      className="grid grid-cols-2 gap-4 lg:grid-cols-4"
      data-count-up-ms={COUNT_UP_MS}
      data-state={state}
    >
      {counters.map((c) => (
        <div key={c.label} className="flex flex-col rounded-xl bg-white/5 p-6 ring-1 ring-white/10">
          <dt className="text-sm text-white/70">{c.label}</dt>
          <dd className="order-first mt-2 whitespace-nowrap text-3xl font-bold sm:text-4xl tracking-tight text-white tabular-nums">
            {bengali
              ? bengaliDigits(String(Math.round(c.value * progress)))
              : Math.round(c.value * progress)}
            {c.suffix}
          </dd>
        </div>
      ))}
    </dl>
  );
}
