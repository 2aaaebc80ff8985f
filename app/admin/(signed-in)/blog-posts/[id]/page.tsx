import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/back-link';
import { BanglaPreviewLink } from '@/components/admin/bangla-preview-link';
import { BlogPostForm } from '@/components/admin/blog-post-form';
import { DraftDiscarded, DraftNotice } from '@/components/admin/draft-notice';
import { RevisionsLink } from '@/components/admin/revisions-link';
import { discardDraftForm } from '@/lib/admin/blog-post-actions';
import { savedMessage } from '@/lib/admin/blog-post-save';
import { pictureAltOf, postChoices, postFormValues, readPost } from '@/lib/admin/blog-posts';
import { groupInputValue, isLaterThanNow, wallTimeInWords } from '@/lib/dates';
import { previewHref } from '@/lib/admin/preview';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Article' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function BlogPostPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireEditor(`/admin/blog-posts/${encodeURIComponent(id)}`, { content: ['edit'] });
  const post = /^\d{1,9}$/.test(id) ? await readPost(Number(id)) : null;
  if (!post) notFound();
  const initial = postFormValues(post);
  const [choices, query, pictureAlt] = await Promise.all([
    postChoices(),
    searchParams,
    pictureAltOf(String(initial.featuredImage)),
  ]);
  const saved = query.saved;
  const notice =
    saved === 'publish' || saved === 'hide' || saved === 'draft'
      ? savedMessage(saved, false, post)
      : undefined;
  const scheduled = isLaterThanNow(groupInputValue(post.publishedAt));
  const page = `/blogs/details/${String(initial.slug)}`;
  return (
    <>
      <BackLink href="/admin/blog-posts">Articles</BackLink>
      <div className="mt-1 mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold break-words">{post.title}</h1>
        <p className="flex flex-wrap gap-x-5 gap-y-1">
          <a
            href={previewHref(page)}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-navy underline"
          >
            Preview {post.draft ? 'the draft' : 'the saved version'} (new tab)
          </a>
          <BanglaPreviewLink page={page} />
          {/* A scheduled article's page answers "not found" until its time. */}
          {post.published && !scheduled && (
            <a
              href={`/blogs/details/${post.slug}`}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-navy underline"
            >
              View the article (new tab)
            </a>
          )}
          <RevisionsLink kind="blog" item={post.id} />
        </p>
      </div>
      <p className="mb-4 text-sm text-brand-slate">
        {!post.published
          ? 'Not on the site'
          : scheduled
            ? `Scheduled for ${wallTimeInWords(groupInputValue(post.publishedAt))} (Bangladesh time), not on the site until then`
            : 'On the site'}
        {post.draft ? ', with unpublished changes below.' : '.'}
      </p>
      {saved === 'discarded' && <DraftDiscarded />}
      {post.draft && <DraftNotice draft={post.draft} id={post.id} discard={discardDraftForm} />}
      <BlogPostForm
        id={post.id}
        version={post.version}
        published={post.published}
        scheduled={isLaterThanNow(String(initial.publishedAt))}
        notice={notice}
        initial={initial}
        pictureAlt={pictureAlt}
        categories={choices.categories}
        authors={choices.authors}
      />
    </>
  );
}
