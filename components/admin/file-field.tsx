import { Field } from './field';
import { FileInput } from './file-input';

/** A PDF of a record: its address (a path on this site or an https URL), or a new one uploaded with the form. */
export function FileField({
  name,
  label,
  value,
  error,
  uploadError,
  notKept,
}: {
  name: string;
  label: string;
  value: string;
  /** A refused address. */
  error?: string;
  /** A refused upload, shown by the upload control. */
  uploadError?: string;
  /** After a refused save, the name of the file chosen with it that was not kept. */
  notKept?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-black/10 p-4">
      <legend className="px-1 font-semibold">{label}</legend>
      {value && (
        <a
          href={value}
          target="_blank"
          rel="noopener"
          className="self-start text-brand-navy underline"
        >
          Open the current file (new tab)
        </a>
      )}
      <Field label="Address of the file" name={name} defaultValue={value} error={error} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`field-${name}File`} className="text-sm font-semibold">
          Or upload a new PDF
        </label>
        <FileInput
          id={`field-${name}File`}
          name={`${name}File`}
          accept="application/pdf"
          error={uploadError}
          notKept={notKept}
          kind="file"
        />
      </div>
    </fieldset>
  );
}
