import { ContentImage } from '@/components/ui/content-image';
import type { Publication } from '@/lib/content/contract';
import { ShownDate } from '@/components/ui/shown-date';
import { truncate } from '@/lib/format';
import type { Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { langProps } from '@/lib/i18n/translate';

/** A publication: cover, date and title, opening its file in a new tab. */
export function PublicationCard({
  publication,
  titleLength,
  lang = 'en',
}: {
  publication: Publication;
  /** The language of the copy around it (its new-tab words; a title in another marks itself). */
  lang?: Language;
  /** Cut the title here; the full title when absent. */
  titleLength?: number;
}) {
  const title = titleLength ? truncate(publication.title, titleLength) : publication.title;
  const body = (
    <>
      <ContentImage
        src={publication.thumbnail}
        alt=""
        width={600}
        height={800}
        sizes="(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 80vw"
        className="aspect-[3/4] h-auto w-full rounded-lg object-cover"
      />
      <ShownDate
        value={publication.published_date}
        className="mt-3 block text-caption text-brand-slate"
      />
      <span
        {...langProps(publication.title, lang)}
        className="mt-1 block font-semibold leading-snug text-brand-ink group-hover:text-brand-teal-700"
      >
        {title}
      </span>
    </>
  );
  return publication.attachment ? (
    <a
      href={publication.attachment}
      target="_blank"
      rel="noopener noreferrer"
      title={publication.title}
      className="group block h-full rounded-xl bg-white p-3 ring-1 ring-black/5 hover:shadow-md"
    >
      {body}
      <span className="sr-only">{` ${messagesFor(lang).chrome.newTab}`}</span>
    </a>
  ) : (
    <div className="h-full rounded-xl bg-white p-3 ring-1 ring-black/5">{body}</div>
  );
}
