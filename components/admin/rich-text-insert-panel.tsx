'use client';

import type { Command, Editor } from '@tiptap/react';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { useRef, useState } from 'react';
import { uploadFile } from '@/lib/admin/file-actions';
import { tooLargeMessage } from '@/lib/admin/upload-size';
import { youTubeId, youTubeStart } from '@/lib/video';
import { fieldClass } from './field';
import { PanelInput, PictureChoice } from './rich-text-panel-fields';

/**
 * After a picture or a video goes in, ProseMirror leaves the new block selected,
 * and the next key typed would replace it: the caret goes into a new empty
 * paragraph after it (one already there, empty, is used), so what is typed next
 * never joins the heading or the text that follows.
 */
export const caretAfterBlock: Command = ({ tr }) => {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || selection.node.isInline) return true;
  const end = selection.to;
  const after = tr.doc.resolve(end).nodeAfter;
  if (!(after?.type.name === 'paragraph' && after.content.size === 0))
    tr.insert(end, tr.doc.type.schema.nodes.paragraph!.create());
  tr.setSelection(TextSelection.create(tr.doc, end + 1)).scrollIntoView();
  return true;
};

/**
 * A key typed while a picture or a video is selected (a click on it selects it)
 * starts a paragraph after it instead of replacing it, as in the block editors
 * staff know; Backspace and Delete still remove it. ProseMirror's handleTextInput.
 */
export function typeAfterBlock(view: EditorView, text: string): boolean {
  const { selection, schema } = view.state;
  if (!(selection instanceof NodeSelection) || selection.node.isInline) return false;
  const end = selection.to;
  const tr = view.state.tr.insert(end, schema.nodes.paragraph!.create(null, schema.text(text)));
  tr.setSelection(TextSelection.create(tr.doc, end + 1 + text.length)).scrollIntoView();
  view.dispatch(tr);
  return true;
}

/** Which insert row of the rich-text toolbar is open. */
export type Panel = 'link' | 'image' | 'video' | null;

/** The toolbar button that opens each insert row (and gets focus back when it is cancelled). */
export const PANEL_BUTTONS = { link: 'Link', image: 'Picture', video: 'YouTube video' } as const;

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
  // The body's selection as the panel opened: what a link is put on, and where a block goes.
  const [range] = useState(() => {
    const { from, to } = editor.state.selection;
    return { from, to };
  });
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState('');
  const [uploading, setUploading] = useState(false);
  const upload = useRef<HTMLInputElement>(null);
  if (!panel) return null;
  /**
   * The panel closes with the focus back in the body at once (not a frame later, as
   * TipTap's own focus does: a key pressed meanwhile went elsewhere), the selection
   * as it was when the panel opened, or the caret after an inserted block.
   */
  const done = () => {
    editor.view.focus();
    editor.commands.scrollIntoView();
    close();
  };
  const inRange = () => editor.chain().setTextSelection(range);
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
    inRange().setImage({ src: answer.url, alt: alt.trim() }).command(caretAfterBlock).run();
    done();
  };
  const insert = () => {
    const url = address.trim();
    const file = upload.current?.files?.[0];
    if (panel === 'image' && file) {
      if (!alt.trim()) return setProblem('Say what the picture shows (its alt text).');
      return void uploaded(file);
    }
    const chain = inRange();
    if (panel === 'link') {
      const linked = url
        ? chain.extendMarkRange('link').setLink({ href: url })
        : chain.extendMarkRange('link').unsetLink();
      // The caret after the link, as a word processor leaves it: typing on neither
      // replaces the linked words nor extends the link.
      linked.setTextSelection(range.to).run();
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
    done();
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
