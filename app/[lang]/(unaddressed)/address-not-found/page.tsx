import type { Metadata } from 'next';
import { PageNotFound } from '@/components/layout/page-not-found';
import { NotFoundView } from '@/components/ui/not-found-view';
import { currentLanguage, currentMessages } from '@/lib/i18n/server';
import { groupNameIn } from '@/lib/metadata';

/**
 * The not-found page of the Bangla addresses no route matches (`/bn/nope`): 404,
 * `<html lang="bn">`, in Bangla, its links into `/bn`. A fallback rewrite leads
 * them here (lib/routing/rewrites.ts); the English ones keep app/global-not-found.tsx.
 */
export async function generateMetadata(): Promise<Metadata> {
  const { notFound } = await currentMessages();
  return {
    title: { absolute: `${notFound.title} || ${groupNameIn(await currentLanguage())}` },
    robots: { index: false, follow: true },
  };
}

export default async function AddressNotFound() {
  return (
    <NotFoundView>
      <PageNotFound lang={await currentLanguage()} />
    </NotFoundView>
  );
}
