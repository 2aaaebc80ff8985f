import { Link } from '@/components/ui/link';
import { ArticleJsonLd } from 'next-seo';
import { SeoJsonLd } from '@/components/ui/json-ld';
import { Banner } from '@/components/ui/banner';
import { ContentImage } from '@/components/ui/content-image';
import { RichText } from '@/components/ui/rich-text';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { mediaCopy } from '@/lib/copy/bn/media';
import { mediaDetailPath } from '@/lib/copy/media';
import { DateText } from '@/components/ui/date-text';
import { dateIn } from '@/lib/i18n/dates';
import { absoluteUrl, mediaDetailDescription, type MediaDetails } from '@/lib/media-details';
import { localizeHref, type Language } from '@/lib/i18n/languages';
import { currentLanguage } from '@/lib/i18n/server';
import { langProps, shownInEnglish } from '@/lib/i18n/translate';
import { site } from '@/lib/site';
import type { Magazine } from './magazine-sidebar';
import { WithMagazines } from './media-page';

const content = [
  'text-body text-brand-ink sm:text-body-lg',
  '[&_a]:text-brand-teal-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_h2]:pt-4 [&_h2]:text-heading-2 [&_h3]:pt-2 [&_h3]:text-heading-3 [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-saffron [&_blockquote]:bg-brand-cream [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figcaption]:mt-2 [&_figcaption]:text-caption [&_figcaption]:text-brand-slate',
  '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-black/10 [&_td]:p-2 [&_th]:border [&_th]:border-black/10 [&_th]:p-2 [&_th]:text-left',
].join(' ');

function trail(slug: string, name: string, lang: Language) {
  const { crumb, path } = mediaCopy(lang).page;
  return [
    { name: crumb, path },
    { name, path: mediaDetailPath(slug) },
  ];
}

/** One news item: title, 'Published: ' long date, feature image, its sanitised HTML and the magazine sidebar. */
export async function MediaDetail({
  slug,
  details,
  magazines,
}: {
  slug: string;
  details: MediaDetails;
  magazines: Magazine[];
}) {
  const lang = await currentLanguage();
  const published = dateIn(lang, details.created_at, 'detail');
  const { page: mediaPage, details: mediaDetailsPage } = mediaCopy(lang);
  // The page's own address: a Bangla twin's structured data names the Bangla page.
  const address = absoluteUrl(localizeHref(mediaDetailPath(slug), lang));
  return (
    <BanglaCopy lang={lang}>
      <Banner
        lang={lang}
        eyebrow={mediaPage.newsLabel}
        title={details.title}
        trail={trail(slug, details.title, lang)}
      >
        {published && (
          <p className="text-body">
            {mediaDetailsPage.publishedLabel}
            <DateText date={published} />
          </p>
        )}
      </Banner>
      <WithMagazines magazines={magazines} lang={lang} tone="plain">
        <article>
          <ContentImage
            src={details.feature_image}
            alt=""
            width={1200}
            height={675}
            preload
            fetchPriority="high"
            sizes="(min-width: 1280px) 49rem, (min-width: 1024px) 60vw, 100vw"
            className="aspect-video h-auto w-full rounded-xl object-cover"
          />
          {/* By its text: an item may have its Bangla title before its text. */}
          {shownInEnglish(details.content, lang) && (
            <p
              role="note"
              className="mt-6 rounded-lg bg-brand-teal-100 px-4 py-3 text-sm font-medium text-brand-navy"
            >
              {mediaPage.englishOnly}
            </p>
          )}
          <RichText
            html={details.content}
            {...langProps(details.content, lang)}
            spacing="space-y-5"
            className={`mt-8 ${content}`}
          />
        </article>
      </WithMagazines>
      <SeoJsonLd
        of={ArticleJsonLd}
        type="NewsArticle"
        headline={details.title}
        url={address}
        mainEntityOfPage={address}
        datePublished={details.created_at ?? undefined}
        image={absoluteUrl(details.feature_image)}
        description={mediaDetailDescription(details)}
        author={{ '@type': 'Organization', name: site.name, url: site.url }}
        publisher={{ '@type': 'Organization', name: site.name, url: site.url }}
      />
    </BanglaCopy>
  );
}

/** The source could not be reached: say so (no false 'not found'), and keep the way back and the magazines. */
export async function MediaUnavailable({
  slug,
  magazines,
}: {
  slug: string;
  magazines: Magazine[];
}) {
  const lang = await currentLanguage();
  const { page: mediaPage, details } = mediaCopy(lang);
  const { unavailable } = details;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        lang={lang}
        eyebrow={mediaPage.newsLabel}
        title={unavailable.title}
        trail={trail(slug, unavailable.title, lang)}
      />
      <WithMagazines magazines={magazines} lang={lang} tone="plain">
        <div role="status" className="rounded-xl bg-brand-cream p-8 ring-1 ring-black/5">
          <p className="text-body-lg text-brand-ink">{unavailable.text}</p>
          <p className="mt-6">
            <Link
              href={mediaPage.path}
              className="inline-flex rounded-full bg-brand-navy px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-teal-700"
            >
              {unavailable.back}
            </Link>
          </p>
        </div>
      </WithMagazines>
    </BanglaCopy>
  );
}
