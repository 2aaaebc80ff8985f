import type { Metadata } from 'next';
import { BackLink } from '@/components/admin/back-link';
import { BlogPostForm } from '@/components/admin/blog-post-form';
import { postChoices } from '@/lib/admin/blog-posts';
import { groupInputValue } from '@/lib/dates';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Write an article' };

export default async function NewBlogPostPage() {
  await requireEditor('/admin/blog-posts/new', { content: ['edit'] });
  const choices = await postChoices();
  return (
    <>
      <BackLink href="/admin/blog-posts">Articles</BackLink>
      <h1 className="mt-1 mb-6 text-2xl font-bold">Write an article</h1>
      <BlogPostForm
        id={null}
        version={0}
        initial={{ publishedAt: groupInputValue(new Date()) }}
        categories={choices.categories}
        authors={choices.authors}
      />
    </>
  );
}
