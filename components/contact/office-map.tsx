'use client';

import { useState } from 'react';

/**
 * The Gazipur office on a map: no third-party frame until the visitor asks for it.
 * The address and both map addresses come from lib/site.ts (see get-in-touch.tsx).
 */
export function OfficeMap({
  address,
  embedUrl,
  openUrl,
}: {
  address: string;
  embedUrl: string;
  openUrl: string;
}) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        src={embedUrl}
        title="Map of the Masco Group office in Gazipur"
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
        <p className="text-sm font-semibold text-brand-navy">Gazipur office</p>
        <p className="mt-1 text-sm text-brand-slate">{address}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded-full bg-brand-navy px-4 py-2 text-sm font-semibold text-white hover:bg-brand-teal-700"
          >
            Show map
          </button>
          <a
            href={openUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full px-4 py-2 text-sm font-semibold text-brand-navy ring-1 ring-brand-navy/20 hover:bg-brand-cream"
          >
            Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}
