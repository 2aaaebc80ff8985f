import Link from 'next/link';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import type { ReadData } from '@/lib/content/contract';
import { site } from '@/lib/site';

export function HomeHero() {
  return (
    <div className="relative overflow-hidden bg-brand-navy text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-30 [background:radial-gradient(60rem_30rem_at_85%_10%,#13837A,transparent),radial-gradient(40rem_20rem_at_0%_100%,#F2A541,transparent)]"
      />
      <div className="relative mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-28">
        <p className="text-overline uppercase text-brand-saffron">
          Knit composite since {site.founded}
        </p>
        <h1 className="mt-4 max-w-3xl text-display">
          From yarn to finished garment, under one roof.
        </h1>
        <p className="mt-6 max-w-2xl text-body-lg text-white/80">
          {site.name} knits, dyes, prints, embroiders, washes and sews for international brands —
          with about {site.members.toLocaleString('en-US')} people across Gazipur and Savar.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            href="/masco-at-a-glance"
            className="rounded-full bg-brand-saffron px-6 py-3 font-semibold text-brand-navy hover:bg-white"
          >
            Masco at a glance
          </Link>
          <Link
            href="/contact-us"
            className="rounded-full border border-white/40 px-6 py-3 font-semibold hover:bg-white/10"
          >
            Get in touch
          </Link>
        </div>
      </div>
    </div>
  );
}

export function HomeHeadlines({ blogs }: { blogs: ReadData<'headlineBlogs'>['blogs'] }) {
  if (blogs.length === 0) return null;
  return (
    <Section id="headlines" eyebrow="News" title="Latest stories" tone="cream">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {blogs.map((blog) => (
          <li key={blog.slug}>
            <Link
              href={`/blogs/details/${blog.slug}`}
              className="block h-full rounded-xl bg-white p-6 font-semibold shadow-sm ring-1 ring-black/5 hover:ring-brand-teal"
            >
              {blog.title}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HomeClients({ logos }: { logos: ReadData<'homeClientLogos'>['clientLogo'] }) {
  if (logos.length === 0) return null;
  return (
    <Section id="clients" eyebrow="Valued clients" title="Trusted by international brands">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {logos.map((logo) => (
          <li key={logo.title} className="rounded-lg bg-white p-3 ring-1 ring-black/5">
            <ContentImage
              src={logo.feature_image}
              alt={logo.title}
              width={360}
              height={180}
              sizes="(min-width: 640px) 25vw, 50vw"
              className="h-auto w-full"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HomeCertificates({
  certificates,
}: {
  certificates: ReadData<'homeCertificates'>['certificates'];
}) {
  if (certificates.length === 0) return null;
  return (
    <Section
      id="certifications"
      eyebrow="Certifications"
      title="Certified across the chain"
      tone="cream"
    >
      <ul className="grid grid-cols-3 gap-4 sm:grid-cols-6">
        {certificates.slice(0, 12).map((certificate) => (
          <li key={certificate.title}>
            <Link
              href="/sustainability#certifications"
              className="block rounded-lg bg-white p-2 ring-1 ring-black/5 hover:ring-brand-teal"
            >
              <ContentImage
                src={certificate.feature_image}
                alt={certificate.title}
                width={600}
                height={848}
                sizes="(min-width: 640px) 16vw, 33vw"
                className="h-auto w-full"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
