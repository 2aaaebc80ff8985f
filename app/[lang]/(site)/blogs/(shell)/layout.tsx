import type { ReactNode } from 'react';
import { BlogTabs } from '@/components/blog/blog-tabs';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { readCategories } from '@/lib/blog/articles';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';

/** The blog shell: the category tab bar around the all-articles, category, video and publication views. */
export default async function BlogShellLayout({ children }: { children: ReactNode }) {
  const [categories, lang] = await Promise.all([readCategories(), currentLanguage()]);
  const { allArticles, categories: categoriesLabel } = messagesFor(lang).blog;
  return (
    <BanglaCopy lang={lang}>
      <BlogTabs
        categories={categories}
        words={{ allArticles, categories: categoriesLabel }}
        lang={lang}
      />
      <div className="mx-auto max-w-content px-5 pb-16 sm:px-8">{children}</div>
    </BanglaCopy>
  );
}
