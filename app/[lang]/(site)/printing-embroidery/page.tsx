import { UnitPageView } from '@/components/units/unit-sections';
import { readContent } from '@/lib/content/read';
import { printingEmbroideryPage } from '@/lib/copy/units';
import { unitDescriptions } from '@/lib/copy/bn/units';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  printingEmbroideryPage.path,
  unitDescriptions(printingEmbroideryPage),
);

export default async function Page() {
  const { data } = await readContent('printingEmbroidery');
  return <UnitPageView page={printingEmbroideryPage} record={data.data} />;
}
