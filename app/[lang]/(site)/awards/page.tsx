import { AwardGrid } from '@/components/about/award-grid';
import { readContent } from '@/lib/content/read';
import { awardsPage } from '@/lib/copy/about';
import { awardsPageBn } from '@/lib/copy/bn/about';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(awardsPage.path, {
  en: awardsPage.description,
  bn: awardsPageBn.description,
});

export default async function Page() {
  const { data } = await readContent('awards');
  return <AwardGrid awards={data.awards} lang={await currentLanguage()} />;
}
