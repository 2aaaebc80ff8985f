/**
 * A trap for bots: a text field people never see or reach (off-screen, out of the
 * tab order, hidden from assistive technology). Its value goes out as `website`.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
