import { ContentImage } from '@/components/ui/content-image';
import type { Publication } from '@/lib/content/contract';
import { ShownDate } from '@/components/ui/shown-date';
import { truncate } from '@/lib/format';

/** A publication: cover, date and title, opening its file in a new tab. */
export function PublicationCard({
  publication,
  titleLength,
}: {
  publication: Publication;
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
      <time
        dateTime={publication.published_date ?? undefined}
        className="mt-3 block text-caption text-brand-slate"
      >
        <ShownDate value={publication.published_date} />
      </time>
      <span className="mt-1 block font-semibold leading-snug text-brand-ink group-hover:text-brand-teal-700">
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
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <div className="h-full rounded-xl bg-white p-3 ring-1 ring-black/5">{body}</div>
  );
}
