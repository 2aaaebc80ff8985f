/**
 * An e-mail address in running text that wraps only where a reader expects it:
 * after its @. Each side is a box of its own, never broken while it fits a line (a
 * hyphen in it is no place to break: it would read as part of the address); one
 * longer than the line wraps inside as a last resort (`break-words`). `break-all`
 * broke it mid-word on a phone even where the whole domain fitted.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const part = 'inline-block max-w-full break-words';
  if (at <= 0) return <span className={part}>{address}</span>;
  return (
    <span data-email="">
      <span className={part}>{address.slice(0, at + 1)}</span>
      <wbr />
      <span className={part}>{address.slice(at + 1)}</span>
    </span>
  );
}
