import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { CertificateImage } from '@/components/ui/certificate-image';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import { Slider } from '@/components/ui/slider';
import { breakpoints } from '@/lib/breakpoints';
import type { ReadData } from '@/lib/content/contract';
import { site } from '@/lib/site';
import { AchievementCounters } from './achievement-counters';
import { HeroPoster } from './hero-poster';
import { HeroVideo } from './hero-video';
import { homeContent as c } from './home-content';

const primaryButton =
  'rounded-full bg-brand-saffron px-6 py-3 font-semibold text-brand-navy hover:bg-white';
const textLink = 'font-semibold text-brand-teal-700 underline-offset-4 hover:underline';

export function HomeHero() {
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
            Masco at a glance
          </Link>
          <Link
            href="/contact-us"
            className="rounded-full px-6 py-3 font-semibold ring-1 ring-white/50 hover:bg-white/10"
          >
            Get in touch
          </Link>
        </div>
      </div>
    </div>
  );
}

export function CompanyIntro() {
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

function TileGrid({ tiles }: { tiles: readonly { label: string; href: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Card href={tile.href} title={tile.label}>
            {tile.text}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function ApparelBusiness() {
  return (
    <Section
      renderWhenNear
      id="apparel-business"
      eyebrow="Apparel business"
      title="Every process of a knit garment"
      tone="cream"
    >
      <TileGrid tiles={c.apparel} />
    </Section>
  );
}

export function NonApparelBusiness() {
  return (
    <Section
      renderWhenNear
      id="non-apparel-business"
      eyebrow="Non-apparel business"
      title="Beyond the factory floor"
    >
      <TileGrid tiles={c.nonApparel} />
    </Section>
  );
}

export function MissionVision() {
  return (
    <div className="render-when-near bg-brand-navy text-white">
      <div className="mx-auto grid max-w-content gap-6 px-5 py-16 sm:px-8 md:grid-cols-2">
        <section
          aria-labelledby="mission-heading"
          className="rounded-xl bg-white/5 p-8 ring-1 ring-white/10"
        >
          <h2 id="mission-heading" className="text-overline uppercase text-brand-saffron">
            Mission
          </h2>
          <p className="mt-4 text-body-lg text-white/90">{c.mission}</p>
        </section>
        <section
          aria-labelledby="vision-heading"
          className="rounded-xl bg-white/5 p-8 ring-1 ring-white/10"
        >
          <h2 id="vision-heading" className="text-overline uppercase text-brand-saffron">
            Vision
          </h2>
          <p className="mt-4 text-body-lg text-white/90">{c.vision}</p>
        </section>
      </div>
    </div>
  );
}

export function Values() {
  return (
    <Section id="values" eyebrow="What we stand for" title="Our values" renderWhenNear>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {c.values.map((value) => (
          <li key={value.name} className="rounded-xl bg-brand-cream p-6">
            <h3 className="text-heading-3 text-brand-navy">{value.name}</h3>
            <p className="mt-2 text-sm text-brand-slate">{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ManagementTeaser() {
  return (
    <Section
      id="management-message"
      eyebrow="Management"
      title={c.management.title}
      tone="cream"
      renderWhenNear
    >
      <figure className="max-w-3xl">
        <blockquote className="border-l-4 border-brand-saffron pl-6 text-body-lg italic text-brand-ink">
          “{c.management.quote}”
        </blockquote>
        <figcaption className="mt-6">
          <Link href="/management-message" className={textLink}>
            Read the Chairman’s message
          </Link>
        </figcaption>
      </figure>
    </Section>
  );
}

export function Achievements() {
  return (
    <Section
      renderWhenNear
      id="achievements"
      eyebrow="Achievements"
      title="Numbers our buyers rely on"
      tone="navy"
    >
      <AchievementCounters counters={c.counters} />
    </Section>
  );
}

// Logos, awards and certificates are small: a fixed width gives a short 1x/2x
// srcset instead of one candidate per device width (the home page's HTML halves).
export function ValuedClients({ logos }: { logos: ReadData<'homeClientLogos'>['clientLogo'] }) {
  if (logos.length === 0) return null;
  return (
    <Section
      id="clients"
      eyebrow="Valued clients"
      title="Trusted by international brands"
      renderWhenNear
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => (
          <li key={logo.title}>
            {logo.link ? (
              <a
                href={logo.link}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-lg bg-white p-3 ring-1 ring-black/5 hover:ring-brand-teal/40"
              >
                <ContentImage
                  src={logo.feature_image}
                  alt={`${logo.title} (opens in a new tab)`}
                  width={180}
                  height={90}
                  className="h-auto w-full"
                />
              </a>
            ) : (
              <ContentImage
                src={logo.feature_image}
                alt={logo.title}
                width={180}
                height={90}
                className="h-auto w-full rounded-lg ring-1 ring-black/5"
              />
            )}
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link href="/clients-logo" className={textLink}>
          All our clients
        </Link>
      </p>
    </Section>
  );
}

/** Awards: one and a half on a phone, three from sm, all six from lg. */
const awardSlides = {
  0: { perView: 1.5, gap: 12 },
  [breakpoints.sm]: { perView: 3, gap: 16 },
  [breakpoints.lg]: { perView: 6, gap: 16 },
};

export function Awards({ awards }: { awards: ReadData<'homeAwards'>['awards'] }) {
  if (awards.length === 0) return null;
  return (
    <Section
      id="awards"
      eyebrow="Awards"
      title="Recognised for what we make"
      tone="cream"
      renderWhenNear
    >
      <Slider label="Awards" breakpoints={awardSlides}>
        {awards.map((award) => (
          <ContentImage
            key={award.title}
            src={award.feature_image}
            alt={award.title}
            width={358}
            height={460}
            className="h-auto w-full rounded-lg"
          />
        ))}
      </Slider>
      <p className="mt-8">
        <Link href="/awards" className={textLink}>
          All awards and achievements
        </Link>
      </p>
    </Section>
  );
}

export function SustainabilitySummary({ clock }: { clock: string }) {
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

export function Certifications({
  certificates,
}: {
  certificates: ReadData<'homeCertificates'>['certificates'];
}) {
  if (certificates.length === 0) return null;
  return (
    <Section
      renderWhenNear
      id="certifications"
      eyebrow="Certifications"
      title="Certified across the chain"
      tone="cream"
    >
      {/* Flex, not grid: a short last row is centred rather than left hanging. */}
      <ul className="flex flex-wrap justify-center gap-3 sm:gap-4">
        {certificates.map((certificate) => (
          <li
            key={certificate.title}
            className="basis-[calc((100%-1.5rem)/3)] sm:basis-[calc((100%-4rem)/5)]"
          >
            <Link
              href="/sustainability#certifications"
              className="block rounded-lg transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <CertificateImage
                src={certificate.feature_image}
                title={certificate.title}
                sizes="(min-width: 1280px) 14rem, (min-width: 640px) 20vw, 33vw"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BusinessOverview({ overview }: { overview: ReadData<'businessOverview'>['data'] }) {
  return (
    <Section
      renderWhenNear
      id="business-overview"
      eyebrow={c.overview.years}
      title={c.overview.title}
      tone="cream"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="rounded-xl bg-white p-4 ring-1 ring-black/5">
          <ContentImage
            src={overview.business_overview}
            alt={`Export turnover, ${c.overview.years}`}
            width={1400}
            height={800}
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="h-auto w-full"
          />
          <figcaption className="mt-3 text-sm text-brand-slate">
            Export turnover, {c.overview.years}
          </figcaption>
        </figure>
        <figure className="rounded-xl bg-white p-4 ring-1 ring-black/5">
          <ContentImage
            src={overview.export_countries}
            alt="Export share by region"
            width={1400}
            height={800}
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="h-auto w-full"
          />
          <figcaption className="mt-3 text-sm text-brand-slate">Export share by region</figcaption>
        </figure>
      </div>
    </Section>
  );
}
