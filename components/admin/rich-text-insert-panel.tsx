'use client';

import type { Command, Editor } from '@tiptap/react';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  libraryPictures,
  uploadFile,
  type PicturePage,
  type UploadedPicture,
} from '@/lib/admin/file-actions';
import { tooLargeMessage } from '@/lib/admin/upload-size';
import { youTubeId, youTubeStart } from '@/lib/video';
import { fieldClass } from './field';

/**
 * After a picture or a video goes in, ProseMirror leaves the new block selected,
 * and the next key typed would replace it: the caret goes into the paragraph
 * after it instead, a new empty one where none follows.
 */
export const caretAfterBlock: Command = ({ tr }) => {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || selection.node.isInline) return true;
  const end = selection.to;
  if (!tr.doc.resolve(end).nodeAfter?.isTextblock)
    tr.insert(end, tr.doc.type.schema.nodes.paragraph!.create());
  tr.setSelection(TextSelection.create(tr.doc, end + 1)).scrollIntoView();
  return true;
};

/** Which insert row of the rich-text toolbar is open. */
export type Panel = 'link' | 'image' | 'video' | null;

/** The toolbar button that opens each insert row (and gets focus back when it is cancelled). */
export const PANEL_BUTTONS = { link: 'Link', image: 'Picture', video: 'YouTube video' } as const;

/** The address, alt text or video field of the toolbar's insert row; Enter inserts instead of saving the form. */
function PanelInput({
  label,
  value,
  onChange,
  onEnter,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  /** The panel's first field: focus goes to it when the panel opens. */
  autoFocus?: boolean;
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
        autoFocus={autoFocus}
        className={fieldClass}
      />
    </label>
  );
}

/**
 * The media library's pictures, newest first, searched by name and alt text a
 * page at a time, to choose one for the body: its address and alt text fill the
 * fields.
 */
function PictureChoice({ choose }: { choose: (picture: UploadedPicture) => void }) {
  const [found, setFound] = useState<PicturePage | null | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  useEffect(() => {
    let current = true;
    const form = new FormData();
    form.set('q', query.search);
    form.set('page', String(query.page));
    libraryPictures(form).then(
      (answer) => current && setFound(answer),
      () => current && setFound(null),
    );
    return () => {
      current = false;
    };
  }, [query]);
  const pageButton =
    'min-h-11 rounded-md border border-black/20 bg-white px-3 text-sm font-semibold';
  return (
    <fieldset className="flex w-full flex-col gap-2">
      <legend className="text-sm font-semibold">Or choose one from Pictures and files</legend>
      <div className="flex flex-wrap items-end gap-2">
        <PanelInput
          label="Search by name or alt text"
          value={typed}
          onChange={setTyped}
          onEnter={() => setQuery({ search: typed.trim(), page: 1 })}
        />
        <button
          type="button"
          className={pageButton}
          onClick={() => setQuery({ search: typed.trim(), page: 1 })}
        >
          Find
        </button>
      </div>
      {found === undefined ? (
        <p className="text-sm">Loading the pictures…</p>
      ) : !found?.pictures.length ? (
        <p className="text-sm">
          {query.search ? 'No picture matches this search.' : 'No pictures have been uploaded yet.'}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {found.pictures.map((picture) => (
            <li key={picture.url}>
              <button
                type="button"
                onClick={() => choose(picture)}
                aria-label={`Use ${picture.alt || picture.name}`}
                className="block size-16 overflow-hidden rounded border border-black/20 bg-white focus-visible:outline-2"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a small preview of an upload */}
                <img src={picture.url} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {found && found.pages > 1 && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <button
            type="button"
            className={pageButton}
            disabled={found.page <= 1}
            onClick={() => setQuery({ ...query, page: found.page - 1 })}
          >
            Previous pictures
          </button>
          <span>
            Page {found.page} of {found.pages}
          </span>
          <button
            type="button"
            className={pageButton}
            disabled={found.page >= found.pages}
            onClick={() => setQuery({ ...query, page: found.page + 1 })}
          >
            More pictures
          </button>
        </div>
      )}
    </fieldset>
  );
}

export function InsertPanel({
  editor,
  panel,
  close,
  cancel,
}: {
  editor: Editor;
  panel: Panel;
  close: () => void;
  /** Closes without inserting, focus back on the button that opened the panel. */
  cancel: () => void;
}) {
  const [address, setAddress] = useState(
    panel === 'link' ? String(editor.getAttributes('link').href ?? '') : '',
  );
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState('');
  const [uploading, setUploading] = useState(false);
  const upload = useRef<HTMLInputElement>(null);
  if (!panel) return null;
  /** A picture chosen from the computer is uploaded first, with its alt text. */
  const uploaded = async (file: File) => {
    const limit = Number(
      upload.current?.closest<HTMLElement>('[data-upload-limit]')?.dataset.uploadLimit,
    );
    if (limit > 0 && file.size > limit) return setProblem(tooLargeMessage(file.size, limit));
    const form = new FormData();
    form.set('file', file);
    form.set('alt', alt.trim());
    setUploading(true);
    const answer = await uploadFile({ message: '', failed: false }, form).finally(() =>
      setUploading(false),
    );
    if (answer.failed || !answer.url) return setProblem(answer.message);
    editor
      .chain()
      .focus()
      .setImage({ src: answer.url, alt: alt.trim() })
      .command(caretAfterBlock)
      .run();
    close();
  };
  const insert = () => {
    const url = address.trim();
    const file = upload.current?.files?.[0];
    if (panel === 'image' && file) {
      if (!alt.trim()) return setProblem('Say what the picture shows (its alt text).');
      return void uploaded(file);
    }
    const chain = editor.chain().focus();
    if (panel === 'link') {
      if (url) chain.extendMarkRange('link').setLink({ href: url }).run();
      else chain.extendMarkRange('link').unsetLink().run();
    } else if (panel === 'image') {
      if (!url || !alt.trim())
        return setProblem(
          'Choose or upload a picture (or give its address) and say what it shows (its alt text).',
        );
      chain.setImage({ src: url, alt: alt.trim() }).command(caretAfterBlock).run();
    } else if (
      // One address form, so that the start time (t=42s) is kept in the embed.
      !youTubeId(url) ||
      !chain
        .setYoutubeVideo({
          src: `https://www.youtube.com/watch?v=${youTubeId(url)}`,
          start: youTubeStart(url) ?? undefined,
        })
        .command(caretAfterBlock)
        .run()
    ) {
      return setProblem('Give the address of a YouTube video.');
    }
    close();
  };
  const title = PANEL_BUTTONS[panel];
  return (
    <div
      role="group"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        cancel();
      }}
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
        autoFocus
      />
      {panel === 'image' && (
        <>
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-semibold">
            Or upload one (JPEG, PNG, WebP or SVG)
            <input
              ref={upload}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/svg+xml"
              className={fieldClass}
            />
          </label>
          <PanelInput
            label="What it shows (alt text)"
            value={alt}
            onChange={setAlt}
            onEnter={insert}
          />
          <PictureChoice
            choose={(picture) => {
              setAddress(picture.url);
              setAlt(picture.alt);
              if (upload.current) upload.current.value = '';
            }}
          />
        </>
      )}
      <button
        type="button"
        onClick={insert}
        disabled={uploading}
        className="min-h-11 rounded-md bg-brand-navy px-3 py-2 text-sm font-semibold text-white disabled:opacity-60"
      >
        {uploading ? 'Uploading…' : 'Insert'}
      </button>
      <button
        type="button"
        onClick={cancel}
        className="min-h-11 rounded-md border border-black/20 bg-white px-3 py-2 text-sm font-semibold"
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
