'use client';

import { useEffect } from 'react';
import { Toaster, useSonner } from 'sonner';

/** Spec part 1, section 9: toasts close by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/**
 * Sonner pauses its timers while the pointer is over the toasts and while the tab
 * is hidden, but not when the window merely loses focus (another window in front),
 * which the spec asks for too. Sonner pauses all toasts while a pointer is down on
 * the list, so a blur presses that (synthetic) pointer and a focus releases it.
 */
function pressToastLists(type: 'pointerdown' | 'pointerup') {
  for (const list of document.querySelectorAll('[data-sonner-toaster]')) {
    list.dispatchEvent(new PointerEvent(type, { bubbles: true }));
  }
}

function usePauseToastsWhileWindowBlurred() {
  const { toasts } = useSonner();
  const hasToasts = toasts.length > 0;

  // Always listening, so a focus releases the press even if the toasts changed meanwhile.
  useEffect(() => {
    const pause = () => pressToastLists('pointerdown');
    const resume = () => pressToastLists('pointerup');
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, []);

  // A toast that arrives while the window is in the background starts paused
  // (next frame: the Toaster renders its list in its own update).
  useEffect(() => {
    if (!hasToasts || document.hasFocus()) return;
    const frame = requestAnimationFrame(() => pressToastLists('pointerdown'));
    return () => cancelAnimationFrame(frame);
  }, [hasToasts]);
}

export function BrandToaster() {
  usePauseToastsWhileWindowBlurred();
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      // Bottom toasts sit above the floating 'Back to top' button.
      offset={{ top: 24, right: 24, bottom: 96, left: 24 }}
      mobileOffset={{ top: 16, right: 16, bottom: 84, left: 16 }}
      swipeDirections={['right', 'top', 'bottom']}
      containerAriaLabel="Notifications"
      toastOptions={{
        classNames: {
          // select-none: sonner ignores a drag once text is selected, and a mouse drag that
          // starts on the message selects it before sonner has locked the swipe direction.
          toast:
            'select-none !rounded-xl !border-0 !bg-white !font-sans !text-brand-ink !shadow-lg !ring-1 !ring-black/5',
          title: '!text-sm !font-semibold',
          error: '[&_[data-icon]]:!text-red-700',
          success: '[&_[data-icon]]:!text-brand-teal-700',
        },
      }}
    />
  );
}
