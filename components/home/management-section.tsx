import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { homeContent as c } from '@/lib/copy/home';
import { textLink } from './text-link';

/** #management-message: a quote from the Chairman, leading to the whole message. */
export function ManagementSection() {
  return (
    <Section
      id="management-message"
      eyebrow="Management"
      title={c.management.title}
      tone="cream"
      renderWhenNear
    >
      <figure className="max-w-3xl">
        <blockquote className="border-l-4 border-brand-saffron pl-6 text-body-lg italic text-brand-ink">
          “{c.management.quote}”
        </blockquote>
        <figcaption className="mt-6">
          <Link href="/management-message" className={textLink}>
            Read the Chairman’s message
          </Link>
        </figcaption>
      </figure>
    </Section>
  );
}
