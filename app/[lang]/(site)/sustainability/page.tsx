import { SustainabilityPage } from '@/components/sustainability/sustainability-page';
import { readAll } from '@/lib/content/read';
import { sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { sustainabilityPage } from '@/lib/copy/sustainability';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  sustainabilityPage.path,
  {
    en: sustainabilityPage.description,
    bn: sustainabilityCopyIn('bn').sustainabilityPage.description,
  },
  { ownCard: true },
);

export default async function Page() {
  const [social, material, environmental, futurePlan, certificates] = await readAll(
    'social',
    'material',
    'environmental',
    'futurePlan',
    'certificatesByCategory',
  );
  return (
    <SustainabilityPage
      social={social.data.data.data}
      material={material.data.data.data}
      environmental={environmental.data.data.data}
      futurePlan={futurePlan.data.data.data}
      certificates={certificates.data}
      lang={await currentLanguage()}
    />
  );
}
