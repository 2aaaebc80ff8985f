/**
 * A list line's box for a bulk action (the Bin's, as the article list's): posted as
 * `ids` with the form it names, ticked again after a refusal. Server-rendered.
 */
export function TickBox({
  id,
  title,
  form,
  ticked,
  className,
}: {
  id: number;
  /** What the line is, as its box is named: Tick “…”. */
  title: string;
  form: string;
  ticked: boolean;
  className: string;
}) {
  return (
    <label className={`flex min-w-11 items-center justify-center ${className}`}>
      <input
        type="checkbox"
        name="ids"
        value={id}
        form={form}
        defaultChecked={ticked}
        className="size-5"
        aria-label={`Tick “${title}”`}
      />
    </label>
  );
}
