'use client';

import { useEffect, useState } from 'react';
import { wallTimeInWords } from '@/lib/dates';

/**
 * The date an input holds, in words under it (day before month, whatever order the
 * browser shows it in), kept current as it changes. Server-rendered from the value.
 */
export function DateInWords({ inputId, value }: { inputId: string; value: string }) {
  const [words, setWords] = useState(() => wallTimeInWords(value));
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    const update = () => setWords(wallTimeInWords(input.value));
    input.addEventListener('input', update);
    input.addEventListener('change', update);
    return () => {
      input.removeEventListener('input', update);
      input.removeEventListener('change', update);
    };
  }, [inputId]);
  return (
    <p id={`${inputId}-words`} className="text-sm font-semibold text-brand-ink" aria-live="polite">
      {words}
    </p>
  );
}
