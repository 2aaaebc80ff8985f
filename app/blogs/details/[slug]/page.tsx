import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleDetail } from '@/components/blog/article-detail';
import { readContent } from '@/lib/content/read';
import { site } from '@/lib/site';

type Props = { params: Promise<{ slug: string }> };

/** No article is rendered at build time: each is rendered on its first visit and then cached. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { data } = await readContent('blogDetails', { params: { slug } });
  const blog = data.details;
  if (!blog) return { title: { absolute: `${site.name} || BLOG NOT FOUND` } };
  const description = blog.short_description || site.description;
  return {
    title: { absolute: `${blog.title} | ${site.name}` },
    description,
    alternates: { canonical: `/blogs/details/${blog.slug}` },
    openGraph: {
      type: 'article',
      title: blog.title,
      description,
      url: `/blogs/details/${blog.slug}`,
      images: [{ url: blog.featured_image, width: 1200, height: 675 }],
      publishedTime: blog.published_date ?? undefined,
      authors: blog.author ? [blog.author] : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title: blog.title,
      description,
      images: [blog.featured_image],
    },
  };
}

export default async function BlogDetailsPage({ params }: Props) {
  const { slug } = await params;
  const { data, status } = await readContent('blogDetails', { params: { slug } });
  if (status === 'not-found' || !data.details) notFound();
  return <ArticleDetail blog={data.details} />;
}
