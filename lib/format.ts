/** Cuts text longer than `length` characters to `length` plus '...'. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Numbers as figures with thousands separators: 12500 → '12,500'. */
export function figure(value: number): string {
  return value.toLocaleString('en-US');
}
