'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';

/*
 * Sonner's toaster is only ever needed by the visitor forms, so it loads with the
 * first form a visitor starts to use (showToaster) instead of on every page.
 */

const BrandToaster = dynamic(() => import('@/components/ui/toaster').then((m) => m.BrandToaster), {
  ssr: false,
});

let wanted = false;
const listeners = new Set<() => void>();

export function showToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function ToasterSlot() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? <BrandToaster /> : null;
}
