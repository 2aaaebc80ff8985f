'use client';

import {
  Component,
  createContext,
  useActionState,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { JSONContent } from '@tiptap/react';
import { openedFingerprints, type FieldValues } from '@/lib/admin/conflict';
import type { EditFormState } from '@/lib/admin/form-state';
import { keepTypedDuringSave } from '@/lib/admin/kept-typing';
import { ConfirmQuestion, FieldErrorList, FormNotice } from './form-notice';
import { SubmitNote } from '@/components/ui/submit-button';
import { ClearOfBar } from './clear-of-bar';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** Where the caret was when a save's answer redrew the form: a field's name, and the selection in it. */
export type Caret = { name: string; from: number; to: number };

/** The caret to put back in a rich-text body drawn again (components/admin/rich-text-field.tsx). */
export const CaretToResume = createContext<Caret | null>(null);

/** A rich-text body as last typed: its HTML, and the document it was written from. */
export type TypedBody = { html: string; doc: { toJSON: () => JSONContent } };

/**
 * The bodies as last typed, by field name, kept across the form's redraws: an editor
 * drawn again with what was typed starts from the document itself, since read back
 * from HTML a paragraph loses a space typed last in it (a word then runs into the next).
 */
export const TypedBodies = createContext<Map<string, TypedBody> | null>(null);

type EditorElement = HTMLElement & {
  editor?: {
    state: { selection: { from: number; to: number } };
    view: { focus: () => void };
  };
};

/**
 * Puts the caret back in a field at once: after a click on Save the keys typed
 * next go there, not to the button (typing through the save is kept: kept-typing).
 * A body's editor keeps its own selection and takes the focus back with it.
 */
function resumeNow(form: HTMLFormElement | null, caret: Caret) {
  const field = form?.elements.namedItem(caret.name);
  const body = form?.querySelector<EditorElement>(
    `[data-rich-text="${CSS.escape(caret.name)}"] [contenteditable="true"]`,
  );
  if (body?.editor) {
    // At once: TipTap's focus command waits a frame, and a key typed in it would go to the button.
    body.editor.view.focus();
    return;
  }
  focusAt(field, caret);
}

/** The focus into a field, with its selection as it was. */
function focusAt(field: unknown, caret: Caret) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.focus({ preventScroll: true });
  try {
    field.setSelectionRange(caret.from, caret.to);
  } catch {
    // A box or a date has no text selection.
  }
}

/** The fields as the form shows them: by name, a box as ticked or not; `$` fields and files left out. */
function shownFields(form: HTMLFormElement | null): FieldValues {
  const fields: FieldValues = {};
  for (const element of Array.from(form?.elements ?? [])) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue;
    if (!element.name || element.name.startsWith('$')) continue;
    if (element instanceof HTMLInputElement) {
      if (element.type === 'file' || element.type === 'submit') continue;
      if (element.type === 'checkbox' || element.type === 'radio') {
        fields[element.name] = element.checked;
        continue;
      }
    }
    fields[element.name] = element.value;
  }
  return fields;
}

/** A field of the form and its selection; a rich-text body by its textarea's name. */
function caretOf(form: HTMLFormElement | null, element: Element | null): Caret | null {
  if (!form || !element || !form.contains(element)) return null;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    if (!element.name || element.name.startsWith('$') || element.type === 'hidden') return null;
    let from = 0;
    let to = 0;
    try {
      from = element.selectionStart ?? 0;
      to = element.selectionEnd ?? from;
    } catch {
      // A box or a date has no text selection.
    }
    return { name: element.name, from, to };
  }
  const body = (element as EditorElement).editor;
  const field = element.closest('[data-rich-text]')?.getAttribute('data-rich-text');
  if (!body || !field) return null;
  // A Selection's ends are getters: read one by one.
  const { from, to } = body.state.selection;
  return { name: field, from, to };
}

/** The field with the focus, and its selection. */
const caretIn = (form: HTMLFormElement | null) => caretOf(form, document.activeElement);

/**
 * Reads the form as typed the moment an answer comes: before React puts it back as
 * sent (a form action's reset, in the same commit), hence a snapshot before the update.
 */
class BeforeAnswer extends Component<{
  form: RefObject<HTMLFormElement | null>;
  answer: EditFormState;
  shown: EditFormState;
  onAnswer: (now: FieldValues, caret: Caret | null) => void;
}> {
  getSnapshotBeforeUpdate() {
    const form = this.props.form.current;
    return { now: shownFields(form), caret: caretIn(form) };
  }
  componentDidUpdate(_: unknown, __: unknown, typed: { now: FieldValues; caret: Caret | null }) {
    if (this.props.answer !== this.props.shown) this.props.onAnswer(typed.now, typed.caret);
  }
  render() {
    return null;
  }
}

/**
 * The shell of an editing form (article, list item, record): its server action,
 * the version and fingerprints the next save names, the leave-guard, the notice
 * of each answer and the sticky bar of Save/Publish buttons. Works as a plain
 * form post without JavaScript.
 *
 * With it, typing goes on while a save is under way: the answer brings the new
 * version, and every field typed in since the moment of submit keeps what was
 * typed (lib/admin/kept-typing.ts), with the caret where it was; the form then
 * counts as unsaved, for the leave-guard and by the Save button.
 */
export function EditForm({
  save,
  initial,
  permalink,
  values,
  hidden,
  labelOf,
  idOf,
  actions,
  children,
}: {
  save: (state: EditFormState, formData: FormData) => Promise<EditFormState>;
  initial: EditFormState;
  /** The form's page, where a post without JavaScript lands. */
  permalink: string;
  /** The values the form opens with, when the answer holds none. */
  values: FieldValues;
  /** What names the thing edited (`$id`, `$collection`, `$record`). */
  hidden: Record<string, string | number>;
  labelOf: (name: string) => string;
  idOf?: (name: string) => string;
  /** The buttons of the sticky bar. */
  actions: ReactNode;
  children: (state: EditFormState & { values: FieldValues }) => ReactNode;
}) {
  const [answer, action, saving] = useActionState(save, initial, permalink);
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef<FieldValues | null>(null);
  // The field last typed in, and its selection, as focus left it (for the Save button).
  const left = useRef<Caret | null>(null);
  const clicked = useRef(false);
  const [typedBodies] = useState(() => new Map<string, TypedBody>());
  const [shown, setShown] = useState({
    answer,
    state: answer,
    kept: [] as string[],
    caret: null as Caret | null,
    drawn: 0,
  });
  // What changed since the submit is kept; the form is drawn again (a new key) with the rest.
  const answered = (now: FieldValues, caret: Caret | null) => {
    const { state, kept } = keepTypedDuringSave(answer, sent.current, now);
    setShown({
      answer,
      state,
      kept,
      // A save answered with the caret in a field (Enter or Ctrl+S there, or typing went on)
      // leaves it there; after a click on Save, it goes back to the field last typed in.
      caret: kept.length > 0 || state.status === 'saved' ? (caret ?? left.current) : null,
      drawn: shown.drawn + 1,
    });
  };
  // Drawn again with typing kept: the caret goes back where it was (a body puts back its own).
  useLayoutEffect(() => {
    const caret = shown.caret;
    if (!caret) return;
    const field = form.current?.elements.namedItem(caret.name);
    // A body's editor puts back its own caret (its textarea, under it, is still shown here).
    if (field instanceof Element && field.closest('[data-rich-text]')) return;
    focusAt(field, caret);
  }, [shown.caret]);

  // A newer version came from the page itself (a draft discarded): the form shows it.
  if (!saving && answer === shown.answer && initial.version > shown.state.version)
    setShown({ answer, state: initial, kept: [], caret: null, drawn: shown.drawn + 1 });

  const { state, kept } = shown;
  const formValues = state.values ?? values;
  const unsavedNote = `${shown.drawn}-unsaved`;
  return (
    <form
      ref={form}
      action={action}
      onSubmit={() => {
        sent.current = shownFields(form.current);
        // A Save pressed with the pointer: the next keys go back where the caret was.
        if (clicked.current && left.current) resumeNow(form.current, left.current);
        clicked.current = false;
      }}
      onPointerDown={(event) => {
        clicked.current = !!(event.target as Element).closest('[data-action-bar] button');
      }}
      onBlur={(event) => {
        const caret = caretOf(form.current, event.target);
        if (caret) left.current = caret;
      }}
      onKeyDown={(event) => {
        // Ctrl+S (⌘S) is the bar's first button: Save draft where there is one, never Publish.
        if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey)
          return;
        event.preventDefault();
        if (saving) return;
        const first = form.current?.querySelector<HTMLButtonElement>(
          '[data-action-bar] button[type=submit]',
        );
        if (first && !first.disabled) form.current?.requestSubmit(first);
      }}
      noValidate
      className="flex flex-col gap-5"
      key={shown.drawn}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <BeforeAnswer form={form} answer={answer} shown={shown.answer} onAnswer={answered} />
      <input type="hidden" name="$version" value={state.version} />
      <input type="hidden" name="$opened" value={state.opened ?? openedFingerprints(formValues)} />
      <UnsavedChangesGuard
        unsaved={kept.length > 0 || (state.status !== 'idle' && state.status !== 'saved')}
      />
      <FormNotice state={state} quiet={kept.length > 0 || shown.caret !== null}>
        {kept.length > 0 && (
          <p>
            What you typed during the save is in the form, not saved yet: save again to keep it.
          </p>
        )}
        <FieldErrorList errors={state.errors} labelOf={labelOf} idOf={idOf} />
      </FormNotice>
      <TypedBodies value={typedBodies}>
        <CaretToResume value={shown.caret}>
          {children({ ...state, values: formValues })}
        </CaretToResume>
      </TypedBodies>
      <div
        data-action-bar=""
        className="sticky bottom-0 -mx-5 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-black/10 bg-slate-50/95 px-5 py-3 max-sm:gap-x-2 max-sm:py-2 max-sm:[&_button]:min-h-10 max-sm:[&_button]:px-3 max-sm:[&_button]:py-1.5 max-sm:[&_button]:text-sm"
      >
        {state.confirm && <ConfirmQuestion confirm={state.confirm} asked={state} />}
        <SubmitNote value={kept.length > 0 ? unsavedNote : undefined}>{actions}</SubmitNote>
        <ClearOfBar />
        {kept.length > 0 && !saving && (
          <span id={unsavedNote} className="text-sm font-semibold text-amber-900">
            Unsaved changes
          </span>
        )}
        {kept.length === 0 && !saving && state.status === 'saved' && (
          // The notice above says it (and is announced); here it is in sight of the buttons.
          <span aria-hidden="true" className="text-sm font-semibold text-emerald-900">
            Saved
          </span>
        )}
      </div>
    </form>
  );
}
