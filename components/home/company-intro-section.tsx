import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { site } from '@/lib/site';
import { homeContent as c } from '@/lib/copy/home';
import { textLink } from './text-link';

/** #about: who the group is, with four key figures. */
export function CompanyIntroSection() {
  return (
    <Section id="about" eyebrow="About Masco Group" title={c.intro.title}>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-body-lg text-brand-slate">
          {c.intro.paragraphs.map((p) => (
            <p key={p.slice(0, 20)}>{p}</p>
          ))}
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <Link href="/masco-at-a-glance" className={textLink}>
              Masco at a glance
            </Link>
            <Link href="/career" className={textLink}>
              Work with us: open positions
            </Link>
            <a
              href={site.external.virtualTour}
              target="_blank"
              rel="noopener noreferrer"
              className={textLink}
            >
              Take the virtual factory tour ↗<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {[
            ['Founded', String(site.founded)],
            ['Knit composite since', '2001'],
            ['People', `${site.members.toLocaleString('en-US')}+`],
            ['On-time shipment', '99%+'],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-brand-cream p-5">
              <dt className="text-caption uppercase tracking-wide text-brand-slate">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-navy">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
