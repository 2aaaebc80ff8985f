import { describe, expect, it } from 'vitest';
import { contactSchema, forms, newsletterSchema } from '@/lib/forms/schemas';
import { isGroup, navigation } from '@/lib/navigation';
import { KIND_LABELS } from '@/lib/search/types';
import { TOO_MANY_REQUESTS } from '@/lib/security/rate-limit';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import { formMessage, NEWSLETTER_MESSAGES } from './form-text';
import { formText, messagesFor, navLabel } from './messages';

/** Every key path of a messages object, nested keys joined with dots. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as object).flatMap(leaves);
}

const BENGALI = /[\u0980-\u09FF]/;

describe('the message files (issue 49)', () => {
  it('have the same keys in both languages', () => {
    expect(keys(bn).sort()).toEqual(keys(en).sort());
  });

  it('leave no text empty', () => {
    for (const text of [...leaves(en), ...leaves(bn)]) expect(text.trim()).not.toBe('');
  });

  it('write the Bangla interface in Bengali script, apart from the switch back to English', () => {
    const latin = keys(bn).filter((key) => {
      const text = key.split('.').reduce<unknown>((o, k) => (o as never)[k], bn) as string;
      return !BENGALI.test(text);
    });
    expect(latin).toEqual(['language.switchLabel']);
    expect(bn.language.switchLabel).toBe('English');
    expect(en.language.switchLabel).toBe('বাংলা');
  });

  it('name every label of the navigation', () => {
    const labels = navigation.flatMap((item) =>
      isGroup(item) ? [item.label, ...item.children.map((child) => child.label)] : [item.label],
    );
    for (const label of labels) {
      expect(Object.keys(en.nav), label).toContain(label);
      expect(en.nav[label as keyof typeof en.nav]).toBe(label);
      expect(navLabel(messagesFor('bn'), label)).toMatch(BENGALI);
    }
  });

  it('name the kinds of search result as the search names them in English', () => {
    expect(en.search.kinds).toEqual(KIND_LABELS);
    expect(bn.search.kinds.job).toEqual({ one: 'চাকরির বিজ্ঞপ্তি', many: 'চাকরি' });
  });

  it('keep the spec’s English form messages word for word', () => {
    expect(en.forms.successTitle).toBe('Successfully Saved');
    expect(en.forms.errorTitle).toBe('Something went wrong!');
    expect(en.forms.messages.nameRequired).toBe('Name field is required');
    expect(en.forms.messages.tooMany).toBe(TOO_MANY_REQUESTS);
    expect(en.forms.messages.subscribed).toBe(forms['/api/store/subscribers'].success);
    expect(en.forms.messages.received).toBe(forms['/api/store/contact-us'].success);
  });

  it('translate every message the forms’ schemas give for an empty or wrong form', () => {
    const issued = [
      ...(contactSchema.safeParse({}).error?.issues ?? []),
      ...(contactSchema.safeParse({ name: '', phone: '', email: '', subject: '' }).error?.issues ??
        []),
      ...(contactSchema.safeParse({ name: 'a\u0000', phone: '1', email: 'x', subject: 's' }).error
        ?.issues ?? []),
      ...(newsletterSchema.safeParse({}).error?.issues ?? []),
      ...(newsletterSchema.safeParse({ email: 'nope' }).error?.issues ?? []),
    ].map((issue) => issue.message);
    expect(issued).toContain('Name field is required');
    expect(issued).toContain('Please enter a valid email address.');
    expect(issued).toContain('Please remove the control characters.');
    expect(issued).toContain('Please enter a phone number we can call, in digits.');
    const bangla = formText('bn');
    for (const message of issued) {
      expect(formMessage(bangla, message), message).toMatch(BENGALI);
      expect(formMessage(formText('en'), message)).toBe(message);
    }
    // The footer's newsletter form carries only its own messages, and all of them.
    const newsletter = formText('bn', NEWSLETTER_MESSAGES);
    for (const issue of [
      ...(newsletterSchema.safeParse({}).error?.issues ?? []),
      ...(newsletterSchema.safeParse({ email: 'nope' }).error?.issues ?? []),
      ...(newsletterSchema.safeParse({ email: 'a@b.co\u0000' }).error?.issues ?? []),
    ])
      expect(formMessage(newsletter, issue.message), issue.message).toMatch(BENGALI);
    for (const answer of [forms['/api/store/subscribers'].success, TOO_MANY_REQUESTS])
      expect(formMessage(newsletter, answer)).toMatch(BENGALI);
    expect(formMessage(newsletter, 'Name field is required')).toBe('Name field is required');
    expect(Object.keys(formText('en').messages)).toEqual([]);
    expect(formMessage(bangla, 'Name field is required')).toBe('আপনার নাম লিখুন');
    expect(formMessage(bangla, 'constructor')).toBe('constructor');
  });

  it('leave a message they do not know as it is', () => {
    expect(formMessage(formText('bn'), 'Something new.')).toBe('Something new.');
  });
});

describe('the footer’s words about the group', () => {
  it('are the site’s description in English, and Bangla in Bangla', async () => {
    const { site } = await import('@/lib/site');
    expect(en.footer.about).toBe(site.description);
    expect(bn.footer.about).toMatch(/^মাসকো গ্রুপ/);
  });
});
