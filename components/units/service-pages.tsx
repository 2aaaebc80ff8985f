import { Link } from '@/components/ui/link';
import { Banner } from '@/components/ui/banner';
import { Section } from '@/components/ui/section';
import { designHub } from '@/lib/copy/design-hub';
import { fabricRd } from '@/lib/copy/fabric-rd';
import { site } from '@/lib/site';

const button =
  'mt-10 inline-flex min-h-11 items-center rounded-full bg-brand-teal-700 px-6 font-semibold text-white hover:bg-brand-navy';

function ServiceGrid({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl bg-white p-6 ring-1 ring-black/5">
          <h3 className="text-heading-3 text-brand-navy">{item.title}</h3>
          <p className="mt-3 text-brand-slate">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function FabricRdPage() {
  return (
    <>
      <Banner
        eyebrow="Apparel business"
        title={fabricRd.title}
        trail={[{ name: fabricRd.title, path: fabricRd.path }]}
      >
        <p>{fabricRd.intro[0]}</p>
      </Banner>
      <Section
        id="services"
        eyebrow="What we do"
        title="Our services"
        tone="cream"
        intro={fabricRd.intro[1]}
      >
        <ServiceGrid items={fabricRd.services} />
        <a
          href={site.external.fabricLibrary}
          target="_blank"
          rel="noopener noreferrer"
          className={button}
        >
          Browse the fabric library<span className="sr-only"> (opens in a new tab)</span>
          <span aria-hidden="true" className="ml-1">
            ↗
          </span>
        </a>
      </Section>
    </>
  );
}

export function DesignHubPage() {
  return (
    <>
      <Banner
        eyebrow="Apparel business"
        title={designHub.title}
        trail={[{ name: designHub.title, path: designHub.path }]}
      >
        <p>{designHub.intro}</p>
      </Banner>
      <Section id="offer" eyebrow="For buyers" title="What the Design Hub offers" tone="cream">
        <ServiceGrid items={designHub.offers} />
      </Section>
      <Section id="process" eyebrow="From brief to bulk" title="How we work with you">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {designHub.process.map((stage, i) => (
            <li key={stage.step} className="border-t-4 border-brand-teal pt-4">
              <p className="text-overline uppercase text-brand-teal-700">Step {i + 1}</p>
              <h3 className="mt-1 text-heading-3">{stage.step}</h3>
              <p className="mt-2 text-brand-slate">{stage.text}</p>
            </li>
          ))}
        </ol>
        <Link href="/contact-us" className={button}>
          Start a project with us
        </Link>
      </Section>
    </>
  );
}
