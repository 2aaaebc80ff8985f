import { ArticleList } from '@/components/blog/article-list';
import { readContent } from '@/lib/content/read';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(
  '/blogs',
  'Stories from Masco Group: knit fabric trends, sustainable dyeing and washing, our people and the innovations on our factory floors.',
);

export default async function BlogsPage() {
  const { data, status } = await readContent('blogs', { paging: { page: 1, per_page: 8 } });
  return (
    <div className="mx-auto max-w-content px-5 py-14 sm:px-8">
      <h1 className="text-heading-1">All Articles</h1>
      <ArticleList blogs={data.blogs.data} failed={status === 'fallback'} />
    </div>
  );
}
