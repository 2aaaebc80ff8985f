'use client';

import type { Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { fieldClass } from './field';

/** Which insert row of the rich-text toolbar is open. */
export type Panel = 'link' | 'image' | 'video' | null;

/** The address, alt text or video field of the toolbar's insert row; Enter inserts instead of saving the form. */
function PanelInput({
  label,
  value,
  onChange,
  onEnter,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter();
  };
  return (
    <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-semibold">
      {label}
      <input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={fieldClass}
      />
    </label>
  );
}

export function InsertPanel({
  editor,
  panel,
  close,
}: {
  editor: Editor;
  panel: Panel;
  close: () => void;
}) {
  const [address, setAddress] = useState(
    panel === 'link' ? String(editor.getAttributes('link').href ?? '') : '',
  );
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState('');
  if (!panel) return null;
  const insert = () => {
    const url = address.trim();
    const chain = editor.chain().focus();
    if (panel === 'link') {
      if (url) chain.extendMarkRange('link').setLink({ href: url }).run();
      else chain.extendMarkRange('link').unsetLink().run();
    } else if (panel === 'image') {
      if (!url || !alt.trim())
        return setProblem('Give the picture’s address and what it shows (its alt text).');
      chain.setImage({ src: url, alt: alt.trim() }).run();
    } else if (!chain.setYoutubeVideo({ src: url }).run()) {
      return setProblem('Give the address of a YouTube video.');
    }
    close();
  };
  const title = { link: 'Link', image: 'Picture', video: 'YouTube video' }[panel];
  return (
    <div
      role="group"
      aria-label={title}
      className="flex flex-wrap items-end gap-3 border-x border-black/20 bg-slate-100 px-3 py-3"
    >
      <PanelInput
        label={
          panel === 'image'
            ? 'Picture address (from Pictures and files)'
            : panel === 'video'
              ? 'YouTube address'
              : 'Link address (empty removes the link)'
        }
        value={address}
        onChange={setAddress}
        onEnter={insert}
      />
      {panel === 'image' && (
        <PanelInput
          label="What it shows (alt text)"
          value={alt}
          onChange={setAlt}
          onEnter={insert}
        />
      )}
      <button
        type="button"
        onClick={insert}
        className="rounded-md bg-brand-navy px-3 py-2 text-sm font-semibold text-white"
      >
        Insert
      </button>
      <button
        type="button"
        onClick={close}
        className="rounded-md border border-black/20 bg-white px-3 py-2 text-sm font-semibold"
      >
        Cancel
      </button>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
