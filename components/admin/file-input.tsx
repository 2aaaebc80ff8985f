'use client';

import { useEffect, useRef, useState } from 'react';
import { notKeptMessage, tooLargeMessage } from '@/lib/admin/upload-size';
import { fieldClass } from './field';

/**
 * A file control that refuses a file larger than the site takes as soon as it is
 * chosen, before the form is sent: sent, the whole form would be refused and what
 * was typed lost. The limit (UPLOAD_MAX_BYTES) is on the editing area's main
 * element; without JavaScript the server answers instead.
 *
 * After a refused save a browser shows the control empty (no page keeps a chosen
 * file through an answer): when the file chosen was not stored, it says so beside
 * the control, until a file is chosen again.
 */
export function FileInput({
  id,
  name,
  accept,
  required,
  error,
  notKept,
  kind = 'picture',
}: {
  id: string;
  name: string;
  accept: string;
  required?: boolean;
  /** The server's refusal of the file sent last (a fake picture, say), shown by the control. */
  error?: string;
  /** After a refused save, the name of the file chosen with it that was not kept. */
  notKept?: string;
  kind?: 'picture' | 'file';
}) {
  const [chosen, setProblem] = useState('');
  const [chosenAgain, setChosenAgain] = useState(false);
  // A file refused here replaces the server's word on the one sent before.
  const problem = chosen || error || '';
  const problemId = `${id}-problem`;
  const notKeptId = `${id}-not-kept`;
  const lost = notKept !== undefined && !chosenAgain;
  const described = [problem && problemId, lost && notKeptId].filter(Boolean).join(' ');
  const input = useRef<HTMLInputElement>(null);
  // A sent form is reset (React does so after its action): the refused file's note goes with it.
  useEffect(() => {
    const form = input.current?.form;
    const clear = () => setProblem('');
    form?.addEventListener('reset', clear);
    return () => form?.removeEventListener('reset', clear);
  }, []);
  return (
    <>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        className={fieldClass}
        onChange={(event) => {
          const input = event.currentTarget;
          const limit = Number(
            input.closest<HTMLElement>('[data-upload-limit]')?.dataset.uploadLimit,
          );
          const file = input.files?.[0];
          if (file) setChosenAgain(true);
          if (limit > 0 && file && file.size > limit) {
            setProblem(tooLargeMessage(file.size, limit));
            input.value = '';
          } else setProblem('');
        }}
      />
      {problem && (
        // Announced when refused here; the server's refusal is in the form's notice already.
        <p
          id={problemId}
          role={chosen ? 'alert' : undefined}
          className="text-sm font-semibold text-red-700"
        >
          {problem}
        </p>
      )}
      {lost && (
        <p id={notKeptId} className="text-sm font-semibold text-amber-900">
          {notKeptMessage(kind, notKept)}
        </p>
      )}
    </>
  );
}
