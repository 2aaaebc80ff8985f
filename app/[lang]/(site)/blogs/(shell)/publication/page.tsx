import { currentLanguage, localized } from '@/lib/i18n/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { pathIn } from '@/lib/i18n/languages';
import { BlogHeading } from '@/components/blog/blog-heading';
import { Pagination } from '@/components/blog/pagination';
import { PublicationCard } from '@/components/blog/publication-card';
import { listMetadata } from '@/lib/blog/metadata';
import { readContent } from '@/lib/content/read';
import { PUBLICATIONS_PER_PAGE } from '@/lib/copy/blog';
import { messagesFor } from '@/lib/i18n/messages';
import { pageFrom } from '@/lib/pagination';

type Props = { searchParams: Promise<{ page?: string | string[] }> };

const description =
  'Masco Group publications: our magazines, sustainability reports and brochures, to read online or download.';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return localized(
    listMetadata('/blogs/publication', description, pageFrom((await searchParams).page)),
  );
}

export default async function PublicationGridPage({ searchParams }: Props) {
  const query = await searchParams;
  const page = pageFrom(query.page);
  const { data, status } = await readContent('publications', {
    paging: { page, per_page: PUBLICATIONS_PER_PAGE },
  });
  const meta = data.meta ?? {
    current_page: 1,
    last_page: 1,
    prev_page_url: null,
    next_page_url: null,
  };
  const lang = await currentLanguage();
  const messages = messagesFor(lang);
  const target = status === 'fallback' ? page : Math.min(page, meta.last_page);
  const canonical = target > 1 ? String(target) : '';
  if (String(query.page ?? '') !== canonical)
    redirect(
      pathIn(lang, `/blogs/publication${canonical ? `?page=${canonical}` : ''}`),
    );

  return (
    <>
      <BlogHeading
        trail={[
          { name: messages.blog.title, path: '/blogs' },
          { name: messages.blog.publications, path: '/blogs/publication' },
        ]}
        title={messages.blog.publications}
      />
      <div className="mt-8">
        {data.magazines.length === 0 ? (
          <p className="py-10 text-brand-slate">{messages.blog.noPublication}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {data.magazines.map((publication, i) => (
              <li key={`${publication.title}-${i}`}>
                <PublicationCard publication={publication} lang={lang} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          meta={{ ...meta, current_page: target }}
          hrefFor={(n) => (n > 1 ? `/blogs/publication?page=${n}` : '/blogs/publication')}
          of="publications"
          words={messages.pages}
          lang={lang}
        />
      </div>
    </>
  );
}
