'use client';

import dynamic from 'next/dynamic';
import { useCallback, useContext, useRef, useState } from 'react';
import { CaretToResume, TypedBodies, type TypedBody } from './edit-form';
import { fieldClass } from './field';
import { useHydrated } from '@/components/ui/use-hydrated';

// TipTap and ProseMirror load only where a body is edited, after the form is usable.
const RichTextEditor = dynamic(() => import('./rich-text-editor'), { ssr: false });

/**
 * A rich-text body. The form field is always a textarea of HTML, so the form
 * posts without JavaScript; with it, the editor takes over what the textarea
 * holds (what was typed while it loaded too), hides it and writes every change
 * back into it.
 */
export function RichTextField({
  name,
  label,
  defaultValue,
  error,
  lang,
  note,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  /** The language of the body, when not the page's (a Bangla body: `bn`). */
  lang?: string;
  /** Said first in the field's hint (a Bangla body's: it stands for all of the English). */
  note?: string;
}) {
  const source = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  // The textarea stays the form's field, hidden while the editor shows it.
  const [editing, setEditing] = useState(false);
  const typed = useContext(TypedBodies);
  // The textarea's value, once it is on the page, holds what was typed while the
  // editor loaded. When the form is drawn again after a save (a new key), the editor
  // renders in the same pass as its new textarea, before the ref is set: it starts from
  // the document last typed when that is what the form keeps, else from defaultValue.
  const initial = useCallback(() => {
    if (source.current) return source.current.value;
    const last = typed?.get(name);
    return last?.html === defaultValue ? last.doc.toJSON() : defaultValue;
  }, [defaultValue, name, typed]);
  const write = useCallback(
    (html: string, doc: TypedBody['doc']) => {
      if (source.current) source.current.value = html;
      typed?.set(name, { html, doc });
    },
    [name, typed],
  );
  const caret = useContext(CaretToResume);
  const id = `field-${name}`;
  const describedBy = [error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1" data-rich-text={name}>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        ref={source}
        id={id}
        name={name}
        rows={16}
        defaultValue={defaultValue}
        hidden={editing}
        className={`${fieldClass} font-mono text-sm`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        lang={lang}
      />
      {hydrated && (
        <RichTextEditor
          initial={initial}
          onChange={write}
          onReady={setEditing}
          resume={caret?.name === name ? caret : null}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          error={error}
          lang={lang}
        />
      )}
      <p id={`${id}-hint`} className="text-sm text-brand-slate">
        {note && <strong className="block font-semibold text-brand-ink">{note}</strong>}
        Headings, lists, links, pictures, tables and YouTube videos. Pasted text keeps its structure
        and loses its styling; scripts and styles are removed when it is saved.
        {/* Where the editor cannot run, the box is the body's HTML. */}
        <span className="hidden [@media(scripting:none)]:inline">
          {' '}
          Without JavaScript this box holds the body as HTML: plain text is kept too, a blank line
          between paragraphs.
        </span>
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
