import type { ReactNode } from 'react';
import { sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { SCROLL_OFFSET_PX, type SectionId } from '@/lib/copy/sustainability';
import { currentLanguage } from '@/lib/i18n/server';

/**
 * One anchored section of /sustainability: its heading and intro from the copy
 * module. scroll-margin-top keeps a deep link's section below the sticky header
 * and menu; tabIndex lets the menu move focus to it after a click.
 */
export async function Part({
  id,
  tone,
  children,
}: {
  id: SectionId;
  tone: 'plain' | 'cream';
  children: ReactNode;
}) {
  const { sustainabilitySections } = sustainabilityCopyIn(await currentLanguage());
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
export function BlockHeading({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <h3 {...(lang && { lang })} className="text-heading-2 text-brand-ink">
      {children}
    </h3>
  );
}

/** Rows of parallel columns (the wire's arrays by unit): as many rows as the longest column. */
export const zip = (...columns: string[][]) =>
  Array.from({ length: Math.max(0, ...columns.map((c) => c.length)) }, (_, i) =>
    columns.map((c) => c[i] ?? ''),
  );
