import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSchema, newsletterSchema } from './schemas';

const errors = (schema: z.ZodType, value: unknown): Record<string, string[] | undefined> => {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('contact form', () => {
  it('an empty contact form shows the four required messages', () => {
    expect(
      errors(contactSchema, { name: '', phone: '', email: '', subject: '', note: '' }),
    ).toEqual({
      name: ['Name field is required'],
      phone: ['Phone field is required'],
      email: ['Email field is required'],
      subject: ['Subject field is required'],
    });
  });
  it('accepts a filled form with no note', () => {
    expect(
      contactSchema.parse({
        name: 'Rina',
        phone: '+880 1711 000000',
        email: 'rina@example.com',
        subject: 'Order',
      }),
    ).toMatchObject({
      note: '',
    });
  });
  it('asks for a phone number someone can call: digits, written as people write them', () => {
    const phoneErrors = (phone: string) =>
      errors(contactSchema, { name: 'a', phone, email: 'a@example.com', subject: 's' }).phone;
    for (const phone of [
      '+880 1713-040 666',
      '(02) 982 2286',
      '01713040666',
      '+8801700000000',
      // As a Bangla keyboard types them.
      '০১৭১২৩৪৫৬৭৮',
      '+৮৮০ ১৭১২-৩৪৫৬৭৮',
    ])
      expect(phoneErrors(phone), phone).toBeUndefined();
    for (const phone of [
      'hello',
      'abc-12',
      '12',
      '12345',
      '+880 1713 040 666 123 456',
      '017x13',
      '১২৩৪৫',
    ])
      expect(phoneErrors(phone), phone).toEqual([
        'Please enter a phone number we can call, in digits.',
      ]);
  });
  it('asks for a valid e-mail address', () => {
    expect(
      errors(contactSchema, { name: 'a', phone: '1', email: 'nope', subject: 's' }).email,
    ).toEqual(['Please enter a valid email address.']);
  });
});

describe('newsletter form', () => {
  it("an empty e-mail says 'This field is required'", () => {
    expect(errors(newsletterSchema, { email: '' })).toEqual({ email: ['This field is required'] });
    expect(errors(newsletterSchema, {})).toEqual({ email: ['This field is required'] });
  });
});

describe('control characters', () => {
  it('a NUL or other control character in any field is a field message, not a store error', () => {
    expect(
      errors(contactSchema, {
        name: 'Ri\u0000na',
        phone: '+880\u0007',
        email: 'rina@example.com',
        subject: 'Order\u001b[31m',
        note: 'a\u0000b',
      }),
    ).toEqual({
      name: ['Please remove the control characters.'],
      phone: ['Please remove the control characters.'],
      subject: ['Please remove the control characters.'],
      note: ['Please remove the control characters.'],
    });
    expect(errors(newsletterSchema, { email: 'a\u0000@example.com' }).email).toBeDefined();
  });

  it('keeps line breaks and tabs in the message', () => {
    const parsed = contactSchema.parse({
      name: 'Rina',
      phone: '+880 1711 000000',
      email: 'rina@example.com',
      subject: 'Order',
      note: 'Line one\r\n\tLine two',
    });
    expect(parsed.note).toBe('Line one\r\n\tLine two');
  });
});
