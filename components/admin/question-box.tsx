'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A question a form's answer asks before anything more is done (which alt text a
 * file already in the library keeps): amber, not a success's green, the question
 * and its choices and buttons in one group named by the question, focused when
 * it arrives (again each time it is asked), so a keyboard or screen reader user
 * is taken to it.
 */
export function QuestionBox({
  id: boxId,
  question,
  asked,
  className = '',
  children,
}: {
  /** Its own address in the page, for a link to it. */
  id?: string;
  question: string;
  /** The answer that asked it: a new one moves the focus here again. */
  asked: object;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    box.current?.focus();
  }, [asked]);
  return (
    <div
      ref={box}
      id={boxId}
      tabIndex={-1}
      role="group"
      aria-labelledby={id}
      className={`flex flex-col gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 focus:outline-2 focus:outline-offset-2 focus:outline-brand-teal scroll-mb-40 ${className}`}
    >
      <p id={id} className="font-semibold wrap-anywhere">
        {question}
      </p>
      {children}
    </div>
  );
}
