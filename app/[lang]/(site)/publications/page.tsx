import { PublicationCard } from '@/components/blog/publication-card';
import { Banner } from '@/components/ui/banner';
import { readContent } from '@/lib/content/read';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { publicationsPage } from '@/lib/copy/blog';
import { messagesFor } from '@/lib/i18n/messages';
import type { Publication } from '@/lib/content/contract';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  publicationsPage.path,
  publicationsPage.description,
);

/** Reads every page of publications (50 at a time, at most 10 pages). */
async function allPublications() {
  const first = await readContent('publications', { paging: { page: 1, per_page: 50 } });
  const last = Math.min(first.data.meta?.last_page ?? 1, 10);
  const rest = await Promise.all(
    Array.from({ length: last - 1 }, (_, i) =>
      readContent('publications', { paging: { page: i + 2, per_page: 50 } }),
    ),
  );
  return [first, ...rest].flatMap((r) => r.data.magazines) as Publication[];
}

export default async function PublicationsPage() {
  const [publications, lang] = await Promise.all([allPublications(), currentLanguage()]);
  const words = messagesFor(lang).blog;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={words.mascoBlog}
        lang={lang}
        title={words.allPublication}
        trail={[{ name: words.allPublication, path: '/publications' }]}
      />
      <div className="mx-auto max-w-content px-5 py-14 sm:px-8">
        {publications.length === 0 ? (
          <p className="text-brand-slate">{words.noPublication}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {publications.map((publication, i) => (
              <li key={`${publication.title}-${i}`}>
                <PublicationCard publication={publication} lang={lang} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </BanglaCopy>
  );
}
