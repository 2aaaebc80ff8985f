import { DesignHubPage } from '@/components/units/service-pages';
import { designHubBn } from '@/lib/copy/bn/design-hub';
import { designHub } from '@/lib/copy/design-hub';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(designHub.path, {
  en: designHub.description,
  bn: designHubBn.description,
});

export default function Page() {
  return <DesignHubPage />;
}
