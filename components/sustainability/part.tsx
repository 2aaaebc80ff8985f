import type { ReactNode } from 'react';
import {
  SCROLL_OFFSET_PX,
  sustainabilitySections,
  type SectionId,
} from '@/lib/copy/sustainability';

/**
 * One anchored section of /sustainability: its heading and intro from the copy
 * module. scroll-margin-top keeps a deep link's section below the sticky header
 * and menu; tabIndex lets the menu move focus to it after a click.
 */
export function Part({
  id,
  tone,
  children,
}: {
  id: SectionId;
  tone: 'plain' | 'cream';
  children: ReactNode;
}) {
  const { label, intro } = sustainabilitySections.find((section) => section.id === id)!;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      style={{ scrollMarginTop: SCROLL_OFFSET_PX }}
      className={`py-14 outline-none sm:py-20 ${tone === 'cream' ? 'bg-brand-cream' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-content px-5 sm:px-8">
        <h2 id={`${id}-heading`} className="text-heading-1 text-brand-ink">
          {label}
        </h2>
        <p className="mt-3 max-w-3xl text-body-lg text-brand-slate">{intro}</p>
        <div className="mt-10 space-y-14">{children}</div>
      </div>
    </section>
  );
}

/** A block's heading inside a section (h3). */
export function BlockHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-heading-2 text-brand-ink">{children}</h3>;
}

/** Rows of parallel columns (the wire's arrays by unit): as many rows as the longest column. */
export const zip = (...columns: string[][]) =>
  Array.from({ length: Math.max(0, ...columns.map((c) => c.length)) }, (_, i) =>
    columns.map((c) => c[i] ?? ''),
  );
