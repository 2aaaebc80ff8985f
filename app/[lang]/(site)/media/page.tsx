import { MediaPage } from '@/components/media/media-page';
import { readAll } from '@/lib/content/read';
import { mediaPage } from '@/lib/copy/media';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(mediaPage.path, mediaPage.description);

export default async function Page() {
  const [media, magazines] = await readAll('newsVideos', 'mediaMagazines');
  return <MediaPage items={media.data.medias} magazines={magazines.data.magazines} />;
}
