import { z } from 'zod';

// No compiled (eval'd) parsers: the Content-Security-Policy forbids eval, and zod
// would otherwise probe for it with `new Function` and trip a CSP violation report.
z.config({ jitless: true });

/**
 * The two visitor forms (spec part 1, section 5). One schema per form, shared by
 * the browser (react-hook-form) and the server route, which validates again.
 */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const email = (message: string) =>
  required(message).pipe(z.email('Please enter a valid email address.'));

export const newsletterSchema = z.object({
  email: email('This field is required'),
});

export const contactSchema = z.object({
  name: required('Name field is required'),
  phone: required('Phone field is required'),
  email: email('Email field is required'),
  subject: required('Subject field is required'),
  note: z.string().trim().optional().default(''),
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
