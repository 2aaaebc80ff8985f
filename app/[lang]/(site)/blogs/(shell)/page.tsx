import { localized } from '@/lib/i18n/server';
import { AllArticlesView } from '@/components/blog/all-articles-view';
import { listMetadata } from '@/lib/blog/metadata';
import { blogText } from '@/lib/copy/blog';

/**
 * /blogs as most visitors see it: page one of all articles, rendered once and
 * served from the page cache. `?page=` and `?category=` are rewritten by
 * next.config.ts (lib/routing/rewrites.ts) to ./paged-view, which renders per request.
 */
export const generateMetadata = () =>
  localized(listMetadata('/blogs', blogText.description, 1, undefined, true));

export default function BlogsPage() {
  return <AllArticlesView query={{}} />;
}
