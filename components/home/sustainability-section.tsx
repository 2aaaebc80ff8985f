import { Link } from '@/components/ui/link';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import { homeContent as c } from '@/lib/copy/home';
import { textLink } from './text-link';

/** #sustainability: a summary beside the sustainability clock, leading to /sustainability. */
export function SustainabilitySection({ clock }: { clock: string }) {
  return (
    <Section
      id="sustainability"
      eyebrow="Sustainability"
      title={c.sustainability.title}
      renderWhenNear
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-body-lg text-brand-slate">{c.sustainability.text}</p>
          <p className="mt-6">
            <Link href="/sustainability" className={textLink}>
              Our sustainability work
            </Link>
          </p>
        </div>
        <ContentImage
          src={clock}
          alt="The Masco sustainability clock"
          width={1400}
          height={800}
          sizes="(min-width: 1024px) 36rem, 100vw"
          className="h-auto w-full rounded-xl ring-1 ring-black/5"
        />
      </div>
    </Section>
  );
}
