import { SewingThreadPage } from '@/components/units/sewing-thread-page';
import { readContent } from '@/lib/content/read';
import { sewingThreadPage } from '@/lib/copy/units';
import { unitDescriptions } from '@/lib/copy/bn/units';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  sewingThreadPage.path,
  unitDescriptions(sewingThreadPage),
);

export default async function Page() {
  const { data } = await readContent('sewingThread');
  return <SewingThreadPage record={data.data} />;
}
