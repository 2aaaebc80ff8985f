import { PageNotFound } from '@/components/layout/page-not-found';
import { currentLanguage } from '@/lib/i18n/server';

/**
 * notFound() where no nearer boundary is (the public pages have theirs in
 * app/(site)); addresses no route matches get app/global-not-found.tsx, with the
 * chrome. Bare, because every page's payload carries the root boundary.
 */
export default async function NotFound() {
  return <PageNotFound lang={await currentLanguage()} />;
}
