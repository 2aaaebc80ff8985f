'use client';

import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { TextSelection } from '@tiptap/pm/state';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorContent, useEditor, useEditorState, type Content, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { InsertPanel, PANEL_BUTTONS, typeAfterBlock, type Panel } from './rich-text-insert-panel';
import { bodyClass } from './rich-text-styles';
import { catchUpSelection } from './rich-text-selection';
import { EditorVideo } from './rich-text-video';

function Tool({
  label,
  onClick,
  pressed,
  shortcut,
  children,
}: {
  label: string;
  /** Its keys, for aria-keyshortcuts and the tooltip. */
  shortcut?: { aria: string; shown: string };
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={shortcut ? `${label} (${shortcut.shown})` : label}
      aria-label={label}
      aria-keyshortcuts={shortcut?.aria}
      aria-pressed={pressed}
      onClick={onClick}
      className="min-h-11 min-w-11 rounded px-2 text-sm font-semibold text-brand-ink hover:bg-white aria-pressed:bg-brand-navy aria-pressed:text-white"
    >
      {children}
    </button>
  );
}

const NOTHING_ACTIVE = {
  ...{ bold: false, italic: false, h2: false, h3: false, bullets: false },
  ...{ numbers: false, quote: false, link: false, table: false },
};

/**
 * TipTap over a RichTextField's textarea: headings, lists, links, pictures,
 * tables and YouTube videos. Pasted HTML is read through the same schema, so a
 * word processor's structure stays and its styling (no marks or attributes for
 * it exist here) goes; the server sanitises again on save.
 */
export default function RichTextEditor({
  initial,
  onChange,
  onReady,
  labelledBy,
  describedBy,
  error,
  resume,
  lang,
}: {
  /** Where the caret was when the form was drawn again during typing: it goes back there. */
  resume?: { from: number; to: number } | null;
  /** What to start from: the field's HTML when the editor arrives, or the document last typed. */
  initial: () => Content;
  onChange: (html: string, doc: ProseMirrorNode) => void;
  /** Called with true once the editor shows, false when it goes. */
  onReady: (ready: boolean) => void;
  labelledBy: string;
  describedBy: string;
  error?: string;
  /** The body's language, when not the page's. */
  lang?: string;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  // Made in the render that mounts it (this component never renders on the server):
  // drawn again after a save, the editor and its caret are back in the same commit.
  const editor = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: false,
      }),
      // Not inclusive: text typed right after a link is not part of it (TipTap makes a
      // link inclusive whenever autolink is on). No target or rel here: the server sets
      // them on links that leave the site (lib/html.ts), none on the site's own.
      Link.extend({ inclusive: () => false }).configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
      EditorVideo,
    ],
    content: initial(),
    editorProps: {
      // Leaving the body for the toolbar (Shift+Tab) before ProseMirror has read the
      // selection: its buttons work on the one that was on screen.
      handleDOMEvents: {
        blur: (view) => {
          catchUpSelection(view);
          return false;
        },
      },
      handleTextInput: (view, _from, _to, text) => typeAfterBlock(view, text),
      // Ctrl+K (⌘K) opens the link row, as in the word processors staff know.
      handleKeyDown: (view, event) => {
        // Home then Left at once: the arrow starts from the caret on screen, so it
        // selects the video or picture before the line instead of jumping past it.
        if (event.key.startsWith('Arrow') && view.state.selection instanceof TextSelection)
          catchUpSelection(view);
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey)
          return false;
        event.preventDefault();
        catchUpSelection(view);
        setPanel('link');
        return true;
      },
      // The caret is kept clear of the sticky Save/Publish bar under the form.
      scrollMargin: { top: 16, bottom: 112, left: 0, right: 0 },
      scrollThreshold: { top: 16, bottom: 112, left: 0, right: 0 },
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        ...(error && { 'aria-invalid': 'true' }),
        ...(lang && { lang }),
        class: bodyClass,
      },
    },
    onUpdate: ({ editor }) => onChange(editor.getHTML(), editor.state.doc),
  });
  const selected = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor && {
        bold: editor.isActive('bold'),
        italic: editor.isActive('italic'),
        h2: editor.isActive('heading', { level: 2 }),
        h3: editor.isActive('heading', { level: 3 }),
        bullets: editor.isActive('bulletList'),
        numbers: editor.isActive('orderedList'),
        quote: editor.isActive('blockquote'),
        link: editor.isActive('link'),
        table: editor.isActive('table'),
      },
  });

  // The caret goes back before the browser takes another key: TipTap's own focus
  // (onCreate, then a frame) left a moment when the body was on the page without
  // it, and a key typed then went nowhere.
  const resumeAt = useRef(resume);
  useLayoutEffect(() => {
    if (!editor) return;
    // Typing in the textarea while the editor loaded (a slow phone, a quick Tab): the editor
    // takes the caret with the text, at its end; hiding the textarea would drop the next keys.
    const active = document.activeElement;
    const typing =
      active instanceof HTMLTextAreaElement &&
      !!toolbar.current?.closest('[data-rich-text]')?.contains(active);
    onReady(true);
    const caret = resumeAt.current ?? (typing ? editor.state.doc.content.size : null);
    if (caret === null) return () => onReady(false);
    editor.commands.setTextSelection(caret);
    // Before EditorContent takes the view, its DOM throws: TipTap's own focus waits for it.
    if ((editor as Editor & { isEditorContentInitialized?: boolean }).isEditorContentInitialized)
      editor.view.focus();
    else editor.commands.focus();
    return () => onReady(false);
  }, [editor, onReady]);

  if (!editor) return null;
  // Until the editor's first transaction the selector has not run yet: nothing is active.
  const state = selected ?? NOTHING_ACTIVE;
  const run =
    (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
      command(editor.chain().focus()).run();
  const open = (next: Panel) => () => setPanel((current) => (current === next ? null : next));
  /** Cancel or Escape: the panel closes and focus goes back to the button that opened it. */
  const cancel = () => {
    const opener = panel && PANEL_BUTTONS[panel];
    setPanel(null);
    if (opener)
      toolbar.current?.querySelector<HTMLButtonElement>(`button[aria-label="${opener}"]`)?.focus();
  };
  return (
    <div>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-black/20 bg-slate-100 p-1"
      >
        <Tool
          label="H2 heading"
          pressed={state.h2}
          onClick={run((c) => c.toggleHeading({ level: 2 }))}
        >
          H2
        </Tool>
        <Tool
          label="H3 subheading"
          pressed={state.h3}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
        >
          H3
        </Tool>
        <Tool label="Bold" pressed={state.bold} onClick={run((c) => c.toggleBold())}>
          B
        </Tool>
        <Tool label="Italic" pressed={state.italic} onClick={run((c) => c.toggleItalic())}>
          <i>I</i>
        </Tool>
        <Tool
          label="Bulleted list"
          pressed={state.bullets}
          onClick={run((c) => c.toggleBulletList())}
        >
          • List
        </Tool>
        <Tool
          label="1. List, numbered"
          pressed={state.numbers}
          onClick={run((c) => c.toggleOrderedList())}
        >
          1. List
        </Tool>
        <Tool label="Quote" pressed={state.quote} onClick={run((c) => c.toggleBlockquote())}>
          “ ”
        </Tool>
        <Tool
          label={PANEL_BUTTONS.link}
          pressed={state.link}
          onClick={open('link')}
          shortcut={{ aria: 'Control+K Meta+K', shown: 'Ctrl+K' }}
        >
          Link
        </Tool>
        <Tool label={PANEL_BUTTONS.image} onClick={open('image')}>
          Picture
        </Tool>
        <Tool label={PANEL_BUTTONS.video} onClick={open('video')}>
          Video
        </Tool>
        <Tool
          label="Table"
          onClick={run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
        >
          Table
        </Tool>
        {state.table && (
          <>
            <Tool label="Add a row" onClick={run((c) => c.addRowAfter())}>
              + Row
            </Tool>
            <Tool label="Add a column" onClick={run((c) => c.addColumnAfter())}>
              + Column
            </Tool>
            <Tool label="Remove the row" onClick={run((c) => c.deleteRow())}>
              − Row
            </Tool>
            <Tool label="Remove the column" onClick={run((c) => c.deleteColumn())}>
              − Column
            </Tool>
            <Tool label="Remove the table" onClick={run((c) => c.deleteTable())}>
              − Table
            </Tool>
          </>
        )}
        <Tool label="Undo" onClick={run((c) => c.undo())}>
          ↶
        </Tool>
        <Tool label="Redo" onClick={run((c) => c.redo())}>
          ↷
        </Tool>
      </div>
      <InsertPanel
        key={panel}
        editor={editor}
        panel={panel}
        close={() => setPanel(null)}
        cancel={cancel}
      />
      <EditorContent editor={editor} />
    </div>
  );
}
