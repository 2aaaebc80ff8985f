'use client';

import { useEffect } from 'react';

/**
 * Gives the focus to the element with this id when the page arrives, as after a
 * form's action sends the person back to the same page (React's autoFocus moves
 * only form controls). Keyed by the page on each arrival, so it runs every time.
 */
export function FocusOnArrival({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return null;
}
