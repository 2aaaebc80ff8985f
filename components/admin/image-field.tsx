import type { AltQuestion } from '@/lib/admin/alt-words';
import { AltChoice } from './alt-choice';
import { Field } from './field';
import { FileInput } from './file-input';

/**
 * A picture of a record: its address (a path on this site or an https URL), or
 * a new one uploaded with the form, which needs its alt text. Server-rendered.
 */
export function ImageField({
  name,
  label,
  value,
  alt = '',
  error,
  uploadError,
  notKept,
  hint,
  altQuestion,
  altNote,
}: {
  /** A line under the alt text's input (an article's: its alt text now, and where its Bangla is). */
  altNote?: string;
  name: string;
  label: string;
  value: string;
  /** The alt text typed with a refused upload, given back with the form. */
  alt?: string;
  /** A refused address. */
  error?: string;
  /** A refused upload, shown by the upload control. */
  uploadError?: string;
  /** After a refused save, the name of the picture chosen with it that was not kept. */
  notKept?: string;
  hint?: string;
  /** The picture uploaded was in the library with other alt text: which one it keeps. */
  altQuestion?: AltQuestion;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-black/10 p-4">
      <legend className="px-1 font-semibold">{label}</legend>
      {value && (
        // A plain img: the preview must show whatever address is typed, optimised or not.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={value}
          alt=""
          className="h-24 w-auto max-w-full self-start rounded object-cover"
        />
      )}
      <Field
        label="Address of the picture"
        name={name}
        defaultValue={value}
        error={error}
        hint={hint}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`field-${name}File`} className="text-sm font-semibold">
          Or upload a new picture (JPEG, PNG, WebP or SVG)
        </label>
        <FileInput
          id={`field-${name}File`}
          name={`${name}File`}
          accept="image/jpeg,image/png,image/webp,image/svg+xml"
          error={uploadError}
          notKept={notKept}
        />
      </div>
      <Field
        label="What the new picture shows (alt text)"
        name={`${name}Alt`}
        defaultValue={alt}
        hint="Needed with an upload: read out to people who cannot see it."
      />
      {altNote && <p className="-mt-2 text-sm text-brand-slate">{altNote}</p>}
      {altQuestion && <AltQuestionFields name={name} question={altQuestion} />}
    </fieldset>
  );
}

/** The choice between a picture's alt text in the library and the one typed, posted with the form. */
export function AltQuestionFields({ name, question }: { name: string; question: AltQuestion }) {
  return (
    <>
      <input type="hidden" name={`${name}AltSeen`} value={question.now} />
      <AltChoice name={`${name}Alt`} question={question} />
    </>
  );
}
