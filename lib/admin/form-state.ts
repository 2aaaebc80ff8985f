/**
 * What an editing form's server action answers: how the save went, a sentence
 * for the editor, the version the next save must name, and after a refused save
 * what was typed (shown again) with a message per field.
 */
export type EditFormState = {
  status: 'idle' | 'saved' | 'invalid' | 'conflict' | 'refused';
  message: string;
  version: number;
  values?: Record<string, string | boolean>;
  errors: Record<string, string>;
};
