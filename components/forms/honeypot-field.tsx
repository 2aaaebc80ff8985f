/**
 * A trap for bots: a text field people never see or reach (off-screen, out of the
 * tab order, hidden from assistive technology). Its value goes out as `website`.
 * Its label is in the page's language (messages `forms.website`), like the form's
 * others, for whatever reads it anyway (a screen reader ignoring aria-hidden, autofill).
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
