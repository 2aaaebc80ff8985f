import { z } from 'zod';

// No compiled (eval'd) parsers: the Content-Security-Policy forbids eval, and zod
// would otherwise probe for it with `new Function` and trip a CSP violation report.
z.config({ jitless: true });

/**
 * The two visitor forms (spec part 1, section 5). One schema per form, shared by
 * the browser (react-hook-form) and the server route, which validates again.
 */
// Control characters (NUL above all, which PostgreSQL refuses) are no part of a message.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const text = (message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .trim()
    .refine((value) => !CONTROL.test(value), 'Please remove the control characters.');
const required = (message: string) => text(message).min(1, message);
const email = (message: string) =>
  required(message).pipe(z.email('Please enter a valid email address.'));
/**
 * A number someone can call back: digits, written with the spaces, dashes, dots,
 * brackets and leading + people use ("+880 1713-040 666", "(02) 982 2286"), 6 to 15
 * digits (E.164's most), in Bengali digits too. Anything else, "hello" or "12", is a
 * typing slip.
 */
const PHONE = /^\+?[\d\s().\-\/]+$/;
/** Bengali digits (০ to ৯) as the digits they are: a Bangla keyboard types them. */
const westernDigits = (value: string) =>
  value.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
const phone = (message: string) =>
  required(message).refine((typed) => {
    const value = westernDigits(typed);
    const digits = value.replace(/\D/g, '').length;
    // Empty or with control characters, the field already has its message.
    if (value === '' || CONTROL.test(value)) return true;
    return PHONE.test(value) && digits >= 6 && digits <= 15;
  }, 'Please enter a phone number we can call, in digits.');

export const newsletterSchema = z.object({
  email: email('This field is required'),
});

export const contactSchema = z.object({
  name: required('Name field is required'),
  phone: phone('Phone field is required'),
  email: email('Email field is required'),
  subject: required('Subject field is required'),
  note: text().optional().default(''),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type ContactInput = z.input<typeof contactSchema>;

export const forms = {
  '/api/store/subscribers': { schema: newsletterSchema, success: 'Thank you for subscribing.' },
  '/api/store/contact-us': {
    schema: contactSchema,
    success: 'Thank you, your message has been received.',
  },
} as const;

export type FormPath = keyof typeof forms;
