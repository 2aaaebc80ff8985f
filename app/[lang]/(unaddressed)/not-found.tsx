import { PageNotFound } from '@/components/layout/page-not-found';
import { currentLanguage } from '@/lib/i18n/server';

/** The not-found view once scripts run (address-not-found/page.tsx). */
export default async function UnaddressedNotFound() {
  return <PageNotFound lang={await currentLanguage()} />;
}
