import type { Metadata } from 'next';
import { PageNotFound } from '@/components/layout/page-not-found';
import { NotFoundView } from '@/components/ui/not-found-view';
import { currentLanguage, currentMessages } from '@/lib/i18n/server';
import { brandCardMetadata, groupTitle } from '@/lib/metadata';

/**
 * The not-found page of the Bangla addresses no route matches (`/bn/nope`): 404,
 * `<html lang="bn">`, in Bangla, its links into `/bn`. A fallback rewrite leads
 * them here (lib/routing/rewrites.ts); the English ones keep app/global-not-found.tsx.
 */
export async function generateMetadata(): Promise<Metadata> {
  const { notFound } = await currentMessages();
  const lang = await currentLanguage();
  return {
    title: { absolute: groupTitle(lang, notFound.title) },
    robots: { index: false, follow: true },
    // Its share card's words in its language too.
    ...brandCardMetadata(lang),
  };
}

export default async function AddressNotFound() {
  return (
    <NotFoundView>
      <PageNotFound lang={await currentLanguage()} />
    </NotFoundView>
  );
}
