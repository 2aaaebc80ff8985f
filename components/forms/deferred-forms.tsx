'use client';

import dynamic from 'next/dynamic';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/*
 * The visitor forms and the toaster carry react-hook-form, zod, ky and sonner:
 * about 50 kB of gzipped script that no page needs to show itself. They load
 * after the page, in their own chunks; until then a look-alike of each form
 * holds its place (same fields, same size, so nothing shifts).
 */

const stub = (name: string): UseFormRegisterReturn => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

function NewsletterShell() {
  return (
    <div aria-busy="true" className="relative flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        id="newsletter-shell-email"
        label="Email"
        hideLabel
        type="email"
        placeholder="Your e-mail address"
        tone="dark"
        registration={stub('email')}
        disabled
        className="flex-1"
      />
      <button
        type="button"
        disabled
        className="shrink-0 rounded-lg bg-brand-saffron px-5 py-2.5 font-semibold text-brand-navy"
      >
        Subscribe
      </button>
    </div>
  );
}

function ContactShell() {
  return (
    <div
      aria-busy="true"
      className="relative grid gap-5 rounded-xl bg-white p-6 ring-1 ring-black/5 sm:grid-cols-2 sm:p-8"
    >
      {[
        ['name', 'Name'],
        ['phone', 'Phone'],
        ['email', 'Email'],
        ['subject', 'Subject'],
      ].map(([name, label]) => (
        <TextField
          key={name}
          id={`contact-shell-${name}`}
          label={label!}
          registration={stub(name!)}
        />
      ))}
      <TextField
        id="contact-shell-note"
        label="Message (optional)"
        multiline
        registration={stub('note')}
        disabled
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <button
          type="button"
          disabled
          className="inline-flex items-center justify-center rounded-lg bg-brand-navy px-6 py-3 font-semibold text-white"
        >
          Send message
        </button>
      </div>
    </div>
  );
}

export const DeferredNewsletterForm = dynamic(
  () => import('./newsletter-form').then((m) => m.NewsletterForm),
  { ssr: false, loading: NewsletterShell },
);

export const DeferredContactForm = dynamic(
  () => import('./contact-form').then((m) => m.ContactForm),
  { ssr: false, loading: ContactShell },
);

export const DeferredToaster = dynamic(
  () => import('@/components/ui/toaster').then((m) => m.BrandToaster),
  { ssr: false },
);
