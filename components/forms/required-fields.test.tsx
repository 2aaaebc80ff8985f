import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contactSchema, newsletterSchema } from '@/lib/forms/schemas';
import { formText } from '@/lib/i18n/messages';
import type { Language } from '@/lib/i18n/languages';
import {
  ContactFormView,
  contactFields,
  NewsletterFormView,
  type FormViewProps,
} from './form-views';

/** What the server refuses when a field is left empty: the fields the forms must mark. */
const refusedEmpty = (schema: typeof contactSchema | typeof newsletterSchema) => {
  const empty = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, '']));
  const result = schema.safeParse(empty);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))];
};

const render = (View: (view: FormViewProps) => React.ReactNode, lang: Language) =>
  renderToStaticMarkup(
    <View
      id="f"
      lang={lang}
      text={formText(lang)}
      field={(name) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} })}
      onSubmit={() => {}}
    />,
  );

/** The fields rendered `required` and `aria-required`, by name. */
const marked = (html: string) =>
  [...html.matchAll(/<(?:input|textarea)\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => / required=""/.test(tag) && /aria-required="true"/.test(tag))
    .map((tag) => /name="([^"]+)"/.exec(tag)![1]);

describe('the visitor forms mark the fields the server requires', () => {
  it('the contact form: name, phone, e-mail and subject, not the note', () => {
    expect(refusedEmpty(contactSchema).sort()).toEqual(['email', 'name', 'phone', 'subject']);
    expect(
      contactFields
        .filter((f) => 'required' in f && f.required)
        .map((f) => f.name)
        .sort(),
    ).toEqual(refusedEmpty(contactSchema).sort());
    for (const lang of ['en', 'bn'] as const) {
      expect(marked(render(ContactFormView, lang)).sort()).toEqual(
        refusedEmpty(contactSchema).sort(),
      );
    }
  });

  it('the newsletter form: its one e-mail field', () => {
    expect(refusedEmpty(newsletterSchema)).toEqual(['email']);
    expect(marked(render(NewsletterFormView, 'en'))).toEqual(['email']);
  });

  it('each required label shows a hidden asterisk, which a legend explains in the page’s language', () => {
    const en = render(ContactFormView, 'en');
    expect(en.match(/<span aria-hidden="true"[^>]*>\*<\/span>/g)).toHaveLength(4);
    expect(en).toMatch(/Required fields are marked <span[^>]*>\*<\/span>/);
    const bn = render(ContactFormView, 'bn');
    expect(bn).toMatch(/<span[^>]*>\*<\/span> চিহ্ন দেওয়া ঘরগুলো পূরণ করা আবশ্যক/);
    // The labels themselves stay the spec's words: the asterisk is no part of their name.
    expect(en).toMatch(/<label for="f-name"[^>]*>Name<\/label><span aria-hidden="true"/);
  });
});
