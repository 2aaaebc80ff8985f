import { ContentImage } from '@/components/ui/content-image';
import type { ReadData } from '@/lib/content/contract';
import type { MediaCopy } from '@/lib/copy/bn/media';
import { MarkedText } from '@/components/ui/bangla-copy';
import { shownInEnglish } from '@/lib/i18n/translate';
import { DateText } from '@/components/ui/date-text';
import { dateIn } from '@/lib/i18n/dates';

export type Magazine = ReadData<'mediaMagazines'>['magazines'][number];

/** The 'Masco Magazine' sidebar: each issue's cover, title and date; the file opens in a new tab. */
export function MagazineSidebar({
  magazines,
  words,
}: {
  magazines: Magazine[];
  words: MediaCopy['sidebar'];
}) {
  return (
    <aside aria-labelledby="masco-magazine-heading" className="lg:self-start">
      <div className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
        <h2 id="masco-magazine-heading" className="text-heading-3 text-brand-navy">
          {words.title}
        </h2>
        <p className="mt-2 text-sm text-brand-slate">{words.intro}</p>
        {magazines.length === 0 ? (
          <p className="mt-6 rounded-lg bg-brand-cream p-4 text-sm text-brand-slate">
            {words.empty}
          </p>
        ) : (
          <ul className="mt-6 divide-y divide-black/5">
            {magazines.map((magazine, i) => (
              <MagazineItem key={`${magazine.title}-${i}`} magazine={magazine} words={words} />
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}

function MagazineItem({
  magazine,
  words: { newTab, lang, englishOnly },
}: {
  magazine: Magazine;
  words: MediaCopy['sidebar'];
}) {
  const date = dateIn(lang, magazine.created_at, 'card');
  return (
    <li className="group relative flex gap-4 py-4 first:pt-0 last:pb-0">
      <ContentImage
        src={magazine.feature_image}
        alt=""
        width={600}
        height={800}
        sizes="5rem"
        className="aspect-[3/4] h-auto w-20 shrink-0 rounded-md object-cover ring-1 ring-black/10"
      />
      <div className="min-w-0">
        {/* As the news cards do: an issue shown in English on a Bangla page says so above its title. */}
        {shownInEnglish(magazine.title, lang) && (
          <p className="mb-1 text-caption font-medium text-brand-slate">{englishOnly}</p>
        )}
        <h3 className="text-sm font-semibold leading-snug text-brand-ink">
          {magazine.attachment ? (
            <a
              href={magazine.attachment}
              target="_blank"
              rel="noopener noreferrer"
              className="after:absolute after:inset-0 group-hover:text-brand-teal-700 group-hover:underline"
            >
              <MarkedText text={magazine.title} within={lang} />
              <span className="sr-only"> {newTab}</span>
            </a>
          ) : (
            <MarkedText text={magazine.title} within={lang} />
          )}
        </h3>
        {date && (
          <p className="mt-1 text-caption text-brand-slate">
            <DateText date={date} />
          </p>
        )}
      </div>
    </li>
  );
}
