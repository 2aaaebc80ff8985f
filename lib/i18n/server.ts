import type { Metadata } from 'next';
import { lang } from 'next/root-params';
import { inLanguage, pageMetadata, withBanglaCard, withEnglishCard } from '@/lib/metadata';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { messagesFor } from './messages';

/**
 * The language of the page being rendered: app/[lang]'s root parameter, read
 * anywhere on the server without passing it down. English outside app/[lang]
 * (app/global-not-found.tsx, the editing area).
 */
export async function currentLanguage(): Promise<Language> {
  const value = await lang();
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The interface text of the page being rendered. */
export async function currentMessages() {
  return messagesFor(await currentLanguage());
}

/**
 * A static route's generateMetadata: pageMetadata in the page's language, its
 * description in that language where one is given for it (else the English).
 */
export function localizedMetadata(
  pathname: string,
  description: string | Record<Language, string>,
  options: { ownCard?: boolean } = {},
): () => Promise<Metadata> {
  return async () => {
    const lang = await currentLanguage();
    const described = typeof description === 'string' ? description : description[lang];
    return withBanglaCard(
      withEnglishCard(pageMetadata(pathname, described, { ...options, lang }), lang),
      lang,
    );
  };
}

/** A page's metadata, written for its English address, in the page's language (lib/metadata.ts). */
export async function localized(metadata: Metadata | Promise<Metadata>): Promise<Metadata> {
  const lang = await currentLanguage();
  return withBanglaCard(withEnglishCard(inLanguage(await metadata, lang), lang), lang);
}
