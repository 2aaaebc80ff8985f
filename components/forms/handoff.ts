/** What the plain form hands to the real one when it takes over (deferred-forms.tsx). */
export type Handoff = {
  /** Every named field's value, the honeypot's included. */
  values: Record<string, string>;
  /** The field that had the focus, with its caret or selection. */
  focus?: { name: string; start: number | null; end: number | null };
  /** The visitor already pressed submit. */
  submit: boolean;
};
