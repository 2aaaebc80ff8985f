import { PageNotFound } from '@/components/layout/page-not-found';

/**
 * notFound() where no nearer boundary is (the public pages have theirs in
 * app/(site)); addresses no route matches get app/global-not-found.tsx, with the
 * chrome. Bare, because every page's payload carries the root boundary.
 */
export default function NotFound() {
  return <PageNotFound />;
}
