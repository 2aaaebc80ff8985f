'use client';

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ConflictLine, EditFormState } from '@/lib/admin/form-state';
import { SubmitButton } from '@/components/ui/submit-button';
import { QuestionBox } from './question-box';
import { SignInAgain } from './sign-in-again';
import { WordDiff } from './word-diff';

const tone: Record<EditFormState['status'], string> = {
  idle: '',
  saved: 'bg-emerald-50 text-emerald-900',
  invalid: 'bg-red-50 text-red-800',
  conflict: 'bg-amber-50 text-amber-900',
  refused: 'bg-red-50 text-red-800',
};

const answerKeys = new WeakMap<object, number>();
let answers = 0;
/** A key of its own for each answer of the form's action: a sign-in dialog afresh for each refusal. */
function answerKey(answer: object) {
  if (!answerKeys.has(answer)) answerKeys.set(answer, ++answers);
  return answerKeys.get(answer);
}

/**
 * A body's difference in a conflict, word by word: struck out what goes, marked
 * what comes (lib/admin/text-diff.ts).
 */
function Changes({
  line,
  bySelf,
}: {
  line: ConflictLine & { changes: NonNullable<ConflictLine['changes']> };
  bySelf: boolean;
}) {
  const both = line.yours !== undefined;
  return (
    <>
      <b>{line.field}</b>
      {bySelf
        ? both
          ? ': changed here and by you, in another tab or window. This form’s is in it; saving it would change the other tab’s like this:'
          : ': you, in another tab or window, changed it like this (now in the form):'
        : both
          ? ': you both changed it. Yours is in the form; saving it would change theirs like this:'
          : ': they changed it like this (now in the form):'}
      {line.changes.length === 0 ? (
        <p className="mt-1">The words are the same; only the formatting differs.</p>
      ) : (
        <WordDiff runs={line.changes} className="mt-1 border border-amber-900/20 bg-white" />
      )}
    </>
  );
}

/**
 * The sentence a save answered, at the top of its form, focused (after Publish
 * focus would otherwise be lost to the top of the page): a status when saved,
 * the page left where it is; an alert otherwise, brought into view. A save
 * refused because the session ended also asks for the password again, over the
 * page.
 */
export function FormNotice({
  state,
  quiet = false,
  children,
}: {
  state: Pick<
    EditFormState,
    'status' | 'message' | 'conflict' | 'conflictSteps' | 'conflictBySelf' | 'signedOut' | 'confirm'
  >;
  /** Typing went on during the save: the notice shows, but the caret stays where it is. */
  quiet?: boolean;
  /** More about a refusal (the fields to correct). */
  children?: ReactNode;
}) {
  const notice = useRef<HTMLDivElement>(null);
  const alert = state.status !== 'saved' && state.status !== 'idle';
  // Before the sign-in dialog's own effect opens it: closed, it gives focus back here.
  useLayoutEffect(() => {
    if (state.status === 'idle' || !state.message || quiet) return;
    // A refusal is brought into view; a save is announced without moving the page,
    // so the next tap lands where the person was working.
    if (alert) notice.current?.scrollIntoView({ block: 'start' });
    notice.current?.focus({ preventScroll: true });
  }, [state, quiet, alert]);
  if (!state.message) return null;
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role={alert ? 'alert' : 'status'}
      className={`scroll-mt-4 rounded-md px-4 py-3 focus:outline-2 focus:outline-offset-2 focus:outline-brand-teal ${tone[state.status]}`}
    >
      <p className="font-semibold">{state.message}</p>
      {state.conflictSteps?.map((step) => (
        <p key={step.lead} className="mt-1">
          <b>{step.lead}</b> {step.text}
        </p>
      ))}
      {state.conflict && state.conflict.length > 0 && (
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
          {state.conflict.map((line) => (
            <li key={line.field}>
              {line.changes ? (
                <Changes
                  line={{ ...line, changes: line.changes }}
                  bySelf={state.conflictBySelf === true}
                />
              ) : (
                <>
                  <b>{line.field}</b>:{' '}
                  {state.conflictBySelf ? 'you, in another tab or window, saved' : 'they saved'} “
                  {line.theirs}”
                  {line.yours === undefined ? (
                    <>, now in the form.</>
                  ) : (
                    <>
                      ; {state.conflictBySelf ? 'this form’s' : 'yours'}, kept in the form: “
                      {line.yours}”.
                    </>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {state.signedOut && <SignInAgain key={answerKey(state)} />}
      {state.confirm && (
        <a className="mt-2 inline-block text-sm underline" href={`#${QUESTION_ID}`}>
          Go to the question
        </a>
      )}
      {children}
    </div>
  );
}

/**
 * The fields a refused save names, each a link to its control: on a phone the
 * field can be a screen or more below the notice.
 */
export function FieldErrorList({
  errors,
  labelOf,
  idOf = (name) => `field-${name}`,
}: {
  errors: Record<string, string>;
  labelOf: (name: string) => string;
  idOf?: (name: string) => string;
}) {
  const names = Object.keys(errors);
  if (names.length === 0) return null;
  return (
    <ul className="mt-2 list-disc pl-5 text-sm">
      {names.map((name) => (
        <li key={name}>
          <a className="underline" href={`#${idOf(name)}`}>
            {labelOf(name)}
          </a>
          : {errors[name]}
        </li>
      ))}
    </ul>
  );
}

const QUESTION_ID = 'answer-first';

/**
 * An editing form's save that needs a yes first (EditFormState's `confirm`): the
 * question, what else can be done, and the button that sends the yes with the
 * form (a plain submit, so it works without JavaScript). Drawn in the form's
 * sticky Save bar, above its buttons: in sight however the page is scrolled (a
 * phone's too), and where a page drawn anew without JavaScript opens, until answered.
 */
export function ConfirmQuestion({
  confirm,
  asked,
}: {
  confirm: NonNullable<EditFormState['confirm']>;
  asked: object;
}) {
  return (
    <QuestionBox
      id={QUESTION_ID}
      question={confirm.question}
      asked={asked}
      className="mb-2 max-h-[45dvh] w-full overflow-y-auto"
    >
      <p className="text-sm">{confirm.alternative}</p>
      <div>
        <SubmitButton name="$intent" value={confirm.intent} pendingLabel="Saving…">
          {confirm.answer}
        </SubmitButton>
      </div>
    </QuestionBox>
  );
}
