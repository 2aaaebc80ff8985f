import { GlancePage } from '@/components/about/glance-page';
import { readContent } from '@/lib/content/read';
import { glancePage } from '@/lib/copy/about';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(glancePage.path, glancePage.description);

export default async function Page() {
  const { data } = await readContent('glance');
  return <GlancePage record={data.data} lang={await currentLanguage()} />;
}
