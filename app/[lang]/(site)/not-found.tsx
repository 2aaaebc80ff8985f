import { PageNotFound } from '@/components/layout/page-not-found';
import { currentLanguage } from '@/lib/i18n/server';

/**
 * A page of the public site that is not found, inside the site's own layout: the
 * chrome is already around it. Without this boundary the public layout fell back
 * to app/not-found.tsx, which brings the chrome itself, and every page's RSC payload
 * carried that second header and footer (about 10 kB) for a boundary never shown.
 */
export default async function SiteNotFound() {
  return <PageNotFound lang={await currentLanguage()} />;
}
