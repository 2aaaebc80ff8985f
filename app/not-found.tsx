import { PageNotFound } from '@/components/layout/page-not-found';
import { SiteChrome } from '@/components/layout/site-chrome';

/** An address no route matches: outside the public pages' layout, so it brings the chrome itself. */
export default function NotFound() {
  return (
    <SiteChrome>
      <PageNotFound />
    </SiteChrome>
  );
}
