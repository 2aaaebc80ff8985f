import { ContentImage } from '@/components/ui/content-image';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { Blog } from '@/lib/content/contract';
import { CUT } from '@/lib/copy/blog';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { fillIn } from '@/components/ui/fill-in';
import { listWords, messagesFor } from '@/lib/i18n/messages';
import { langProps } from '@/lib/i18n/translate';
import { ofEnding } from '@/lib/i18n/of-ending';
import { currentLanguage } from '@/lib/i18n/server';
import { ArticleCard } from './article-card';

export async function AuthorArticles({
  authorId,
  author,
  blogs,
}: {
  authorId: string;
  author: { full_name: string; avatar: string };
  blogs: Blog[];
}) {
  const lang = await currentLanguage();
  const words = messagesFor(lang).blog;
  const name = author.full_name || words.authorFallback;
  return (
    <BanglaCopy lang={lang}>
      <div className="mx-auto max-w-content px-5 py-10 sm:px-8">
        <Breadcrumb
          tone="light"
          lang={lang}
          trail={[
            { name: words.title, path: '/blogs' },
            { name, path: `/blogs/author/${authorId}` },
          ]}
        />
        <header className="mt-8 flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          <ContentImage
            src={author.avatar}
            alt=""
            width={256}
            height={256}
            sizes="6rem"
            className="size-24 rounded-full object-cover ring-4 ring-brand-cream"
          />
          <div>
            <h1 {...langProps(name, lang)} className="text-heading-1 text-brand-ink">
              {name}
            </h1>
            <p className="mt-1 font-medium text-brand-teal-700">{words.authorRole}</p>
          </div>
        </header>
        <h2 className="mt-12 text-heading-2 text-brand-ink">
          {fillIn(words.writtenBy, {
            author: (
              <>
                {langProps(name, lang).lang ? <span {...langProps(name, lang)}>{name}</span> : name}
                {ofEnding(name, lang)}
              </>
            ),
          })}
        </h2>
        {blogs.length === 0 ? (
          <p className="mt-6 text-brand-slate">{words.noAuthorArticles}</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((blog) => (
              <li key={blog.slug}>
                <ArticleCard
                  blog={blog}
                  titleLength={CUT.authorCardTitle}
                  descriptionLength={CUT.authorCardDescription}
                  tagsOverImage
                  lang={lang}
                  words={listWords(lang)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </BanglaCopy>
  );
}
