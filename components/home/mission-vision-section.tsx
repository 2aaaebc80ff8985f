import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';

/** The mission and the vision, side by side on navy. */
export function MissionVisionSection({ lang }: { lang: Language }) {
  const { c, l } = homeIn(lang);
  return (
    <div className="render-when-near bg-brand-navy text-white">
      <div className="mx-auto grid max-w-content gap-6 px-5 py-16 sm:px-8 md:grid-cols-2">
        <section
          aria-labelledby="mission-heading"
          className="rounded-xl bg-white/5 p-8 ring-1 ring-white/10"
        >
          <h2 id="mission-heading" className="text-overline uppercase text-brand-saffron">
            {l.mission}
          </h2>
          <p className="mt-4 text-body-lg text-white/90">{c.mission}</p>
        </section>
        <section
          aria-labelledby="vision-heading"
          className="rounded-xl bg-white/5 p-8 ring-1 ring-white/10"
        >
          <h2 id="vision-heading" className="text-overline uppercase text-brand-saffron">
            {l.vision}
          </h2>
          <p className="mt-4 text-body-lg text-white/90">{c.vision}</p>
        </section>
      </div>
    </div>
  );
}
