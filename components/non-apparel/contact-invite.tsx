import { Link } from '@/components/ui/link';
import type { BusinessPage } from '@/lib/copy/non-apparel';
import { contactPage } from '@/lib/copy/contact';

/** The closing band of a business page: what to ask, and a link to /contact-us (same tab). */
export function ContactInvite({ contact }: { contact: BusinessPage['contact'] }) {
  return (
    <section aria-labelledby="contact-invite-heading" className="bg-brand-teal-100">
      <div className="mx-auto flex max-w-content flex-col gap-6 px-5 py-12 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="contact-invite-heading" className="text-heading-2 text-brand-navy">
            {contact.title}
          </h2>
          <p className="mt-3 text-body-lg text-brand-ink">{contact.text}</p>
        </div>
        <Link
          href={contactPage.path}
          className="inline-flex min-h-11 shrink-0 items-center self-start rounded-full bg-brand-navy px-6 font-semibold text-white hover:bg-brand-teal-700 md:self-center"
        >
          {contact.action}
        </Link>
      </div>
    </section>
  );
}
