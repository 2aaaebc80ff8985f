import { PageNotFound } from '@/components/layout/page-not-found';

/** An unknown category keeps the blog's tabs, before and after scripts run. */
export default function BlogNotFound() {
  return <PageNotFound />;
}
