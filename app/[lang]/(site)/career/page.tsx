import { JobBoard } from '@/components/career/job-board';
import { readContent } from '@/lib/content/read';
import { careerPage } from '@/lib/copy/career';
import { careerPageBn } from '@/lib/copy/bn/career';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  careerPage.path,
  {
    en: careerPage.description,
    bn: careerPageBn.description,
  },
  {
    ownCard: true,
  },
);

// Rendered at most once a minute (the page cache), so its idea of "today" is fresh enough.
export default async function Page() {
  const lang = await currentLanguage();
  const [{ data }, english] = await Promise.all([
    readContent('jobPosts'),
    lang === 'en' ? null : readContent('jobPosts', { lang: 'en' }),
  ]);
  return (
    <JobBoard
      jobs={data.career}
      lang={lang}
      {...(english ? { english: english.data.career } : {})}
    />
  );
}
