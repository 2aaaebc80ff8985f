import { currentLanguage } from '@/lib/i18n/server';
import { localized } from '@/lib/i18n/server';
import type { Metadata } from 'next';
import { PageNotFound } from '@/components/layout/page-not-found';
import { MediaDetail, MediaUnavailable } from '@/components/media/media-detail';
import { NotFoundView } from '@/components/ui/not-found-view';
import { readContent } from '@/lib/content/read';
import { mediaDetailMetadata, mediaDetailView } from '@/lib/media-details';

type Props = { params: Promise<{ slug: string }> };

/** No item is rendered at build time: each is rendered on its first visit and then cached. */
export function generateStaticParams() {
  return [];
}

const viewOf = async (slug: string) =>
  mediaDetailView(await readContent('mediaDetails', { params: { slug } }));

/** The page's metadata for its English address (localized below). */
async function englishMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return mediaDetailMetadata(slug, await viewOf(slug), await currentLanguage());
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const [view, magazines] = await Promise.all([viewOf(slug), readContent('mediaMagazines')]);
  if (view.kind === 'not-found')
    return (
      <NotFoundView>
        <PageNotFound lang={await currentLanguage()} />
      </NotFoundView>
    );
  const list = magazines.data.magazines;
  return view.kind === 'item' ? (
    <MediaDetail slug={slug} details={view.details} magazines={list} />
  ) : (
    <MediaUnavailable slug={slug} magazines={list} />
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return localized(englishMetadata({ params }));
}
