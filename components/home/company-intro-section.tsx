import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { site } from '@/lib/site';
import { homeIn } from '@/lib/copy/bn/home';
import { digitsIn } from '@/lib/i18n/dates';
import type { Language } from '@/lib/i18n/languages';
import { textLink } from './text-link';

/** #about: who the group is, with four key figures. */
export function CompanyIntroSection({ lang }: { lang: Language }) {
  const { c, l } = homeIn(lang);
  return (
    <Section id="about" eyebrow={l.intro.eyebrow} title={c.intro.title}>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-body-lg text-brand-slate">
          {c.intro.paragraphs.map((p) => (
            <p key={p.slice(0, 20)}>{p}</p>
          ))}
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <Link href="/masco-at-a-glance" className={textLink}>
              {l.intro.glance}
            </Link>
            <Link href="/career" className={textLink}>
              {l.intro.career}
            </Link>
            <a
              href={site.external.virtualTour}
              target="_blank"
              rel="noopener noreferrer"
              className={textLink}
            >
              {l.intro.tour}
              <span className="sr-only">{l.intro.newTab}</span>
            </a>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {(
            [
              [l.intro.founded, String(site.founded)],
              [l.intro.knitSince, '2001'],
              [l.intro.people, `${site.members.toLocaleString('en-US')}+`],
              [l.intro.onTime, '99%+'],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-xl bg-brand-cream p-5">
              <dt className="text-caption uppercase tracking-wide text-brand-slate">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-navy">{digitsIn(lang, value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
