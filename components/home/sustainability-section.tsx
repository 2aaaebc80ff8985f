import { Link } from '@/components/ui/link';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';
import { textLink } from './text-link';

/** #sustainability: a summary beside the sustainability clock, leading to /sustainability. */
export function SustainabilitySection({ clock, lang }: { clock: string; lang: Language }) {
  const { c, l } = homeIn(lang);
  return (
    <Section
      id="sustainability"
      eyebrow={l.sustainability.eyebrow}
      title={c.sustainability.title}
      renderWhenNear
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-body-lg text-brand-slate">{c.sustainability.text}</p>
          <p className="mt-6">
            <Link href="/sustainability" className={textLink}>
              {l.sustainability.link}
            </Link>
          </p>
        </div>
        <ContentImage
          src={clock}
          alt={l.sustainability.clock}
          width={1400}
          height={800}
          sizes="(min-width: 1024px) 36rem, 100vw"
          className="aspect-[7/4] h-auto w-full rounded-xl object-contain ring-1 ring-black/5"
        />
      </div>
    </Section>
  );
}
