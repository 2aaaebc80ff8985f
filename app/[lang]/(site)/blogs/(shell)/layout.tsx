import type { ReactNode } from 'react';
import { BlogTabs } from '@/components/blog/blog-tabs';
import { readCategories } from '@/lib/blog/articles';

/** The blog shell: the category tab bar around the all-articles, category, video and publication views. */
export default async function BlogShellLayout({ children }: { children: ReactNode }) {
  const categories = await readCategories();
  return (
    <>
      <BlogTabs categories={categories} />
      <div className="mx-auto max-w-content px-5 pb-16 sm:px-8">{children}</div>
    </>
  );
}
