import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';
import { textLink } from './text-link';

/** #management-message: a quote from the Chairman, leading to the whole message. */
export function ManagementSection({ lang }: { lang: Language }) {
  const { c, l } = homeIn(lang);
  return (
    <Section
      id="management-message"
      eyebrow={l.management.eyebrow}
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
            {l.management.link}
          </Link>
        </figcaption>
      </figure>
    </Section>
  );
}
