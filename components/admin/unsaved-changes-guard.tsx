'use client';

import { useEffect, useRef } from 'react';
import { LEAVE_WARNING } from '@/lib/admin/form-state';

/** A guard's marker whose form has changes nobody saved. */
const UNSAVED = '[data-leave-guard][data-unsaved], [data-leave-guard][data-touched]';

/**
 * Asks before a form with unsaved changes is left: by a link (the browser's own
 * question would not come, the editing area's links change pages in place), by
 * Back or Forward within the editing area (the Navigation API's cancellable
 * traversal, where the browser has it), by a reload or by closing the tab. Put inside the form; `unsaved` when the form is
 * shown again after a refused save, whose values are not stored either.
 *
 * Whether there is something to lose is read from the page when the visitor
 * leaves, not kept in the listeners: a form shown again after a refusal is marked
 * unsaved as it renders, before its own listeners are in place.
 */
export function UnsavedChangesGuard({ unsaved = false }: { unsaved?: boolean }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const guard = marker.current;
    const form = guard?.closest('form');
    if (!guard || !form) return;
    // A `$` control is the form's own (the language tabs), not a field of the item.
    const touched = (event: Event) => {
      if ((event.target as HTMLInputElement | null)?.name?.startsWith('$')) return;
      guard.setAttribute('data-touched', '');
    };
    const sent = () => guard.removeAttribute('data-touched');
    const dirty = () => document.querySelector(UNSAVED) !== null;
    const unloading = (event: BeforeUnloadEvent) => {
      if (dirty()) event.preventDefault();
    };
    const following = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || !dirty())
        return;
      const link = (event.target as Element | null)?.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      if (link.hash && link.pathname === location.pathname) return;
      if (window.confirm(LEAVE_WARNING)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    // Back to a page the router drew in place: the browser asks nothing by itself.
    const traversing = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable || !dirty()) return;
      if (!window.confirm(LEAVE_WARNING)) event.preventDefault();
    };
    form.addEventListener('input', touched);
    form.addEventListener('change', touched);
    form.addEventListener('submit', sent);
    window.addEventListener('beforeunload', unloading);
    // Capturing: before the router's own handler takes the click.
    document.addEventListener('click', following, true);
    window.navigation?.addEventListener('navigate', traversing);
    return () => {
      form.removeEventListener('input', touched);
      form.removeEventListener('change', touched);
      form.removeEventListener('submit', sent);
      window.removeEventListener('beforeunload', unloading);
      document.removeEventListener('click', following, true);
      window.navigation?.removeEventListener('navigate', traversing);
    };
  }, []);
  return <span ref={marker} hidden data-leave-guard="" data-unsaved={unsaved ? '' : undefined} />;
}
