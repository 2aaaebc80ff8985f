'use client';

import { useEffect, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';

/** Spec part 1, section 9: the success popup shows for 1500 ms. */
export const SUCCESS_POPUP_MS = 1500;

export function SuccessPopup({
  open,
  message,
  title,
  onClose,
  returnFocusRef,
}: {
  open: boolean;
  message?: string;
  /** 'Successfully Saved', in the page's language. */
  title: string;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, SUCCESS_POPUP_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={
        <span className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-teal-100 text-brand-teal-700"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
          {title}
        </span>
      }
    >
      {message && <p className="mt-3 text-body text-brand-slate">{message}</p>}
    </Dialog>
  );
}
