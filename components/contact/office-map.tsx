'use client';

import { useState } from 'react';
import type { Messages } from '@/lib/i18n/messages';

/** The English words, built in: an English page sends none (its payload stays as it was). */
const ENGLISH: Messages['contact']['map'] = {
  office: 'Gazipur office',
  title: 'Map of the Masco Group office in Gazipur',
  show: 'Show map',
  open: 'Open in Google Maps',
  newTab: ' (opens in a new tab)',
};

/**
 * The Gazipur office on a map: no third-party frame until the visitor asks for it.
 * The address and both map addresses come from lib/site.ts (see get-in-touch.tsx).
 */
export function OfficeMap({
  address,
  embedUrl,
  openUrl,
  words = ENGLISH,
}: {
  address: string;
  embedUrl: string;
  openUrl: string;
  /** The words in the page's language (English when not given). */
  words?: Messages['contact']['map'];
}) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        src={embedUrl}
        title={words.title}
        className="aspect-square w-full rounded-xl border-0 sm:aspect-[4/3]"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return (
    <div className="relative flex aspect-square w-full sm:aspect-[4/3] flex-col justify-end overflow-hidden rounded-xl bg-brand-teal-100 p-6 ring-1 ring-black/5">
      <svg
        aria-hidden="true"
        viewBox="0 0 400 300"
        className="absolute inset-0 size-full opacity-60"
        preserveAspectRatio="xMidYMid slice"
      >
        <path
          d="M0 210 C 90 170, 150 240, 240 190 S 360 150, 400 170"
          stroke="#fff"
          strokeWidth="14"
          fill="none"
        />
        <path
          d="M120 0 L 170 300 M 280 0 L 250 300 M 0 90 L 400 120"
          stroke="#fff"
          strokeWidth="6"
          fill="none"
        />
        <circle cx="205" cy="140" r="12" fill="#0B2545" />
        <circle cx="205" cy="140" r="26" fill="#0B2545" opacity="0.15" />
      </svg>
      <div className="relative rounded-lg bg-white/95 p-4 shadow-sm">
        <p className="text-sm font-semibold text-brand-navy">{words.office}</p>
        <p lang={words === ENGLISH ? undefined : 'en'} className="mt-1 text-sm text-brand-slate">
          {address}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded-full bg-brand-navy px-4 py-2 text-sm font-semibold text-white hover:bg-brand-teal-700"
          >
            {words.show}
          </button>
          <a
            href={openUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full px-4 py-2 text-sm font-semibold text-brand-navy ring-1 ring-brand-navy/20 hover:bg-brand-cream"
          >
            {words.open}
            <span className="sr-only">{words.newTab}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
