import { JobBoard } from '@/components/career/job-board';
import { readContent } from '@/lib/content/read';
import { careerPage } from '@/lib/copy/career';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(careerPage.path, careerPage.description);

export default async function Page() {
  const { data } = await readContent('jobPosts');
  // Rendered at most once a minute (the page cache), so "today" is fresh enough.
  const today = new Date().toISOString().slice(0, 10);
  return <JobBoard jobs={data.career} today={today} />;
}
