import { Link } from '@/components/ui/link';
import { HeroPoster } from './hero-poster';
import { HeroVideo } from './hero-video';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';

const primaryButton =
  'rounded-full bg-brand-saffron px-6 py-3 font-semibold text-brand-navy hover:bg-white';

/** The top of the home page: the poster, the looping video over it, and the calls to action. */
export function HeroSection({ lang }: { lang: Language }) {
  const { c, l } = homeIn(lang);
  return (
    <div className="relative isolate overflow-hidden bg-brand-navy text-white">
      {/* The poster is the page's largest paint and must stay so: the video's first
          frame, painted later, would otherwise replace it as soon as it is even a pixel
          larger (rounding made it 64 px² larger). So the poster bleeds 1 px past the
          hero's clipped edges, and it is served at least as large as it is drawn (a
          smaller file counts only at its own size, and is blurry). */}
      <div className="absolute -inset-px -z-10">
        <HeroPoster />
      </div>
      <div className="absolute inset-0 -z-10">
        <HeroVideo src="/media/hero-loop.mp4" />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-navy via-brand-navy/85 to-brand-navy/30"
      />
      <div className="mx-auto max-w-content px-5 py-24 sm:px-8 sm:py-32">
        <p className="text-overline uppercase text-brand-saffron">{c.hero.eyebrow}</p>
        <h1 className="mt-4 max-w-3xl text-display">{c.hero.title}</h1>
        <p className="mt-6 max-w-2xl text-body-lg text-white/85">{c.hero.text}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link href="/masco-at-a-glance" className={primaryButton}>
            {l.hero.glance}
          </Link>
          <Link
            href="/contact-us"
            className="rounded-full px-6 py-3 font-semibold ring-1 ring-white/50 hover:bg-white/10"
          >
            {l.hero.contact}
          </Link>
        </div>
      </div>
    </div>
  );
}
