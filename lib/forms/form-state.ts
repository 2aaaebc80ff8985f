/**
 * What a form shows after a post sent without JavaScript (the page answers the
 * post itself): nothing yet, saved, the field messages with the typed values,
 * or a failure with the typed values.
 */
export type FormState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | {
      status: 'invalid' | 'failed';
      message: string;
      errors: Record<string, string | undefined>;
      values: Record<string, string>;
    };

export const idleForm: FormState = { status: 'idle' };
