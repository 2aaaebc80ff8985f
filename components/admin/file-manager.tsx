'use client';

import { useActionState, useEffect, useRef } from 'react';
import {
  deleteFileForm,
  replaceFileForm,
  saveAltForm,
  type FileFormState,
} from '@/lib/admin/file-actions';
import { AltChoice } from './alt-choice';
import { Field } from './field';
import { FileInput } from './file-input';
import { FileUses } from './file-uses';
import { SubmitButton } from '@/components/ui/submit-button';

const card = 'rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5';

/** A form's answer, focused when it arrives, so a keyboard or screen reader user hears it. */
function Answer({ state }: { state: FileFormState }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.message) ref.current?.focus();
  }, [state]);
  if (!state.message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={state.failed ? 'alert' : 'status'}
      className={`rounded-md px-4 py-3 font-semibold ${state.failed ? 'bg-red-50 text-red-800' : state.question ? 'border border-amber-400 bg-amber-50 text-amber-950' : 'bg-emerald-50 text-emerald-900'}`}
    >
      <p>{state.message}</p>
      {state.uses && state.uses.length > 0 && (
        <div className="mt-2 font-normal">
          <FileUses uses={state.uses} />
        </div>
      )}
    </div>
  );
}

const idle: FileFormState = { message: '', failed: false };

/** A file's alt text, replacement and deletion (the media library's file page). */
export function FileManager({
  hash,
  alt,
  picture,
  limitMb,
}: {
  hash: string;
  alt: string;
  picture: boolean;
  limitMb: number;
}) {
  const here = `/admin/files/${hash}`;
  const [altState, altAction] = useActionState(saveAltForm, idle, here);
  const [replaceState, replaceAction] = useActionState(replaceFileForm, idle, here);
  const [deleteState, deleteAction] = useActionState(deleteFileForm, idle, here);
  return (
    <>
      {picture && (
        <section aria-labelledby="alt-heading" className={card}>
          <h2 id="alt-heading" className="mb-3 text-lg font-bold">
            Alt text
          </h2>
          <form action={altAction} className="flex flex-col gap-3">
            <Answer state={altState} />
            <input type="hidden" name="$hash" value={hash} />
            {/* The text this page showed: one stored since then is not overwritten unseen. */}
            <input type="hidden" name="$altSeen" value={altState.seen ?? alt} />
            <Field
              label="What the picture shows (alt text)"
              name="alt"
              defaultValue={altState.alt ?? alt}
              hint="Articles with this picture as theirs show it, and it is filled in wherever the picture is inserted from now on. A picture already placed in a body keeps the alt text written there."
              maxLength={300}
            />
            {altState.question && <AltChoice name="$alt" question={altState.question} />}
            <div>
              <SubmitButton pendingLabel="Saving…">Save alt text</SubmitButton>
            </div>
          </form>
        </section>
      )}
      <section aria-labelledby="replace-heading" className={card}>
        <h2 id="replace-heading" className="mb-1 text-lg font-bold">
          Replace the file
        </h2>
        <p className="mb-3 text-sm text-brand-slate">
          Every place that uses this file shows the new one at once; the old address leads to the
          new one.
        </p>
        <form action={replaceAction} className="flex flex-col gap-3">
          <Answer state={replaceState} />
          <input type="hidden" name="$hash" value={hash} />
          <div className="flex flex-col gap-1">
            <label htmlFor="replace-file" className="text-sm font-semibold">
              New file ({picture ? 'JPEG, PNG, WebP or SVG' : 'PDF'}, up to {limitMb} MB)
            </label>
            <FileInput
              id="replace-file"
              name="file"
              required
              accept={picture ? 'image/jpeg,image/png,image/webp,image/svg+xml' : 'application/pdf'}
            />
          </div>
          {picture && (
            <Field
              label="Its alt text (empty keeps the one above)"
              name="alt"
              id="replace-alt"
              defaultValue={replaceState.alt}
              maxLength={300}
            />
          )}
          <div>
            <SubmitButton pendingLabel="Replacing…">Replace</SubmitButton>
          </div>
        </form>
      </section>
      <section aria-labelledby="delete-heading" className={card}>
        <h2 id="delete-heading" className="mb-1 text-lg font-bold">
          Delete
        </h2>
        <p className="mb-3 text-sm text-brand-slate">
          Only a file nothing uses can be deleted; its address then answers “not found”.
        </p>
        <form action={deleteAction} className="flex flex-col gap-3">
          <Answer state={deleteState} />
          <input type="hidden" name="$hash" value={hash} />
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="confirm" value="yes" className="size-5" />
            Yes, delete this file for good
          </label>
          <div>
            <SubmitButton tone="danger" pendingLabel="Deleting…">
              Delete the file
            </SubmitButton>
          </div>
        </form>
      </section>
    </>
  );
}
