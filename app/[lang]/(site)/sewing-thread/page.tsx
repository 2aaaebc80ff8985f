import { SewingThreadPage } from '@/components/units/sewing-thread-page';
import { readContent } from '@/lib/content/read';
import { sewingThreadPage } from '@/lib/copy/units';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  sewingThreadPage.path,
  sewingThreadPage.description,
);

export default async function Page() {
  const { data } = await readContent('sewingThread');
  return <SewingThreadPage record={data.data} />;
}
