import { Link } from '@/components/ui/link';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import type { ReadData } from '@/lib/content/contract';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';
import { textLink } from './text-link';

/**
 * #clients: the clients' logos, each linked to the client when it has an address.
 * Logos and awards are small: a fixed width gives a short 1x/2x srcset instead
 * of one candidate per device width (the home page's HTML halves).
 */
export function ValuedClientsSection({
  logos,
  lang,
}: {
  logos: ReadData<'homeClientLogos'>['clientLogo'];
  lang: Language;
}) {
  if (logos.length === 0) return null;
  const { l } = homeIn(lang);
  return (
    <Section id="clients" eyebrow={l.clients.eyebrow} title={l.clients.title} renderWhenNear>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => (
          <li key={logo.title}>
            {logo.link ? (
              <a
                href={logo.link}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-lg bg-white p-3 ring-1 ring-black/5 hover:ring-brand-teal/40"
              >
                <ContentImage
                  src={logo.feature_image}
                  alt={`${logo.title}${l.clients.newTab}`}
                  width={180}
                  height={90}
                  className="aspect-[2/1] h-auto w-full object-contain"
                />
              </a>
            ) : (
              <ContentImage
                src={logo.feature_image}
                alt={logo.title}
                width={180}
                height={90}
                className="aspect-[2/1] h-auto w-full rounded-lg object-contain ring-1 ring-black/5"
              />
            )}
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link href="/clients-logo" className={textLink}>
          {l.clients.all}
        </Link>
      </p>
    </Section>
  );
}
