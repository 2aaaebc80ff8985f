import { currentLanguage } from '@/lib/i18n/server';
import { PageNotFound } from '@/components/layout/page-not-found';

/** An unknown category keeps the blog's tabs, before and after scripts run. */
export default async function BlogNotFound() {
  return <PageNotFound lang={await currentLanguage()} />;
}
