/** What the plain form hands to the real one when it takes over (deferred-forms.tsx). */
export type Handoff = {
  /** Every named field's value, the honeypot's included. */
  values: Record<string, string>;
  /** What had the focus, a field or the button, by its place (see below), with a field's caret. */
  focus?: { index: number; start: number | null; end: number | null };
  /** The visitor already pressed submit. */
  submit: boolean;
};

/**
 * A form's controls as both renders have them: the plain form also carries the
 * hidden inputs of its server action, which the real one does not.
 */
export const formControls = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (element) => !(element instanceof HTMLInputElement && element.type === 'hidden'),
  );
