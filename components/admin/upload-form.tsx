'use client';

import { useActionState } from 'react';
import { uploadFile, type UploadState } from '@/lib/admin/file-actions';
import { AltChoice } from './alt-choice';
import { Field } from './field';
import { FileInput } from './file-input';
import { QuestionBox } from './question-box';
import { SubmitButton } from '@/components/ui/submit-button';

export function UploadForm({ limitMb }: { limitMb: number }) {
  const [state, action] = useActionState(
    uploadFile,
    { message: '', failed: false } satisfies UploadState,
    '/admin/files',
  );
  return (
    <form action={action} className="grid gap-4 sm:grid-cols-2">
      {state.message && !state.question && (
        <p
          role={state.failed ? 'alert' : 'status'}
          className={`sm:col-span-2 rounded-md px-4 py-3 font-semibold wrap-anywhere ${state.failed ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'}`}
        >
          {state.message}
        </p>
      )}
      {state.question && state.hash && (
        // The file is stored: only the choice is left, posted without a file.
        <QuestionBox question={state.message} asked={state} className="sm:col-span-2">
          <input type="hidden" name="$hash" value={state.hash} />
          <input type="hidden" name="$altSeen" value={state.question.now} />
          <input type="hidden" name="$altTyped" value={state.question.typed} />
          <AltChoice name="$alt" question={state.question} bare />
          <div>
            <SubmitButton name="$intent" value="choose" formNoValidate pendingLabel="Saving…">
              Save the choice
            </SubmitButton>
          </div>
        </QuestionBox>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="upload-file" className="text-sm font-semibold">
          File (JPEG, PNG, WebP, SVG or PDF, up to {limitMb} MB)
        </label>
        <FileInput
          id="upload-file"
          name="file"
          required
          accept="image/jpeg,image/png,image/webp,image/svg+xml,application/pdf"
        />
      </div>
      <Field
        label="What the picture shows (alt text)"
        name="alt"
        defaultValue={state.question ? '' : state.alt}
        hint="Needed for pictures; leave empty for a PDF."
      />
      <div>
        <SubmitButton pendingLabel="Uploading…">Upload</SubmitButton>
      </div>
    </form>
  );
}
