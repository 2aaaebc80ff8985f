'use client';

import { useEffect, useRef } from 'react';
import { LEAVE_WARNING } from '@/lib/admin/form-state';

/**
 * Asks before a form with unsaved changes is left: by a link (the browser's own
 * question would not come, the editing area's links change pages in place), by a
 * reload or by closing the tab. Put inside the form; `unsaved` when the form is
 * shown again after a refused save, whose values are not stored either.
 */
export function UnsavedChangesGuard({ unsaved = false }: { unsaved?: boolean }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    let dirty = unsaved;
    const touched = () => {
      dirty = true;
    };
    const sent = () => {
      dirty = false;
    };
    const unloading = (event: BeforeUnloadEvent) => {
      if (dirty) event.preventDefault();
    };
    const following = (event: MouseEvent) => {
      if (!dirty || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      if (link.hash && link.pathname === location.pathname) return;
      if (window.confirm(LEAVE_WARNING)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    form.addEventListener('input', touched);
    form.addEventListener('change', touched);
    form.addEventListener('submit', sent);
    window.addEventListener('beforeunload', unloading);
    // Capturing: before the router's own handler takes the click.
    document.addEventListener('click', following, true);
    return () => {
      form.removeEventListener('input', touched);
      form.removeEventListener('change', touched);
      form.removeEventListener('submit', sent);
      window.removeEventListener('beforeunload', unloading);
      document.removeEventListener('click', following, true);
    };
  }, [unsaved]);
  return <span ref={marker} hidden />;
}
