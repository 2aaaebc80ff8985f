'use client';

import { useEffect, useRef, useState } from 'react';
import { tooLargeMessage } from '@/lib/admin/upload-size';
import { fieldClass } from './field';

/**
 * A file control that refuses a file larger than the site takes as soon as it is
 * chosen, before the form is sent: sent, the whole form would be refused and what
 * was typed lost. The limit (UPLOAD_MAX_BYTES) is on the editing area's main
 * element; without JavaScript the server answers instead.
 */
export function FileInput({
  id,
  name,
  accept,
  required,
  error,
}: {
  id: string;
  name: string;
  accept: string;
  required?: boolean;
  /** The server's refusal of the file sent last (a fake picture, say), shown by the control. */
  error?: string;
}) {
  const [chosen, setProblem] = useState('');
  // A file refused here replaces the server's word on the one sent before.
  const problem = chosen || error || '';
  const problemId = `${id}-problem`;
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
        aria-describedby={problem ? problemId : undefined}
        className={fieldClass}
        onChange={(event) => {
          const input = event.currentTarget;
          const limit = Number(
            input.closest<HTMLElement>('[data-upload-limit]')?.dataset.uploadLimit,
          );
          const file = input.files?.[0];
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
    </>
  );
}
