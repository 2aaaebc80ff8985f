import { ArticleUnavailable } from '@/components/blog/article-unavailable';

export default function ArticleNotFound() {
  return <ArticleUnavailable />;
}
