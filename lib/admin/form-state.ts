import { withoutControlChars } from '@/lib/text';

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

/**
 * A text field of an editing form as it is checked and stored: without the control
 * characters that break the feed and the sitemap ('' for a file or nothing).
 */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? withoutControlChars(value) : '';
}
