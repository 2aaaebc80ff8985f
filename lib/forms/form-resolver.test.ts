import { describe, expect, it } from 'vitest';
import { contactSchema, newsletterSchema } from './schemas';
// The forms' resolver is @hookform/resolvers' own; these are the behaviours they rely on.
import { zodResolver } from '@hookform/resolvers/zod';

// The resolver reads only the values; react-hook-form's options do not matter to it.
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('zodResolver', () => {
  it('gives the first message of each invalid field', async () => {
    const result = await zodResolver(contactSchema)(
      { name: '', phone: ' ', email: '', subject: '', note: '' },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(
      Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message])),
    ).toEqual({
      name: 'Name field is required',
      phone: 'Phone field is required',
      email: 'Email field is required',
      subject: 'Subject field is required',
    });
  });

  it('resolves valid input to the parsed values', async () => {
    const result = await zodResolver(newsletterSchema)({ email: ' a@b.co ' }, undefined, options);
    expect(result).toEqual({ values: { email: 'a@b.co' }, errors: {} });
  });

  it('reports a malformed e-mail with the schema message', async () => {
    const result = await zodResolver(newsletterSchema)({ email: 'nope' }, undefined, options);
    expect(result.errors.email?.message).toBe('Please enter a valid email address.');
  });
});
