import { Banner } from '@/components/ui/banner';
import { Section } from '@/components/ui/section';
import { DataTable } from '@/components/ui/data-table';
import type { Block, BusinessPage as Page } from '@/lib/copy/non-apparel';

function BlockView({ block, tone }: { block: Block; tone: 'plain' | 'cream' }) {
  const common = { id: block.id, title: block.title, eyebrow: block.eyebrow, tone };
  switch (block.kind) {
    case 'text':
      return (
        <Section {...common}>
          <div className="max-w-3xl space-y-5 text-body-lg text-brand-slate">
            {block.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </Section>
      );
    case 'cards':
      return (
        <Section {...common} intro={block.intro}>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {block.cards.map((card) => (
              <li key={card.title} className="rounded-xl bg-white p-6 ring-1 ring-black/5">
                <h3 className="text-heading-3 text-brand-navy">{card.title}</h3>
                {card.detail && (
                  <p className="mt-1 text-sm font-semibold text-brand-teal-700">{card.detail}</p>
                )}
                <p className="mt-3 text-brand-slate">{card.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'tiles':
      return (
        <Section {...common}>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
            {block.tiles.map((tile) => (
              <li
                key={tile}
                className="flex min-h-24 items-center rounded-xl bg-brand-navy p-5 font-semibold text-white"
              >
                {tile}
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'tables':
      return (
        <Section {...common} intro={block.intro}>
          <div className="space-y-8">
            {block.tables.map((table) => (
              <DataTable key={table.caption} {...table} />
            ))}
          </div>
        </Section>
      );
  }
}

/** A non-apparel business: banner, its key facts, then its blocks. */
export function BusinessPage({ page }: { page: Page }) {
  return (
    <>
      <Banner
        eyebrow={page.eyebrow}
        title={page.title}
        trail={[{ name: page.title, path: page.path }]}
      >
        <p>{page.intro}</p>
      </Banner>
      <div className="border-b border-black/5 bg-brand-teal-100">
        <dl className="mx-auto grid max-w-content grid-cols-2 gap-6 px-5 py-8 sm:px-8 lg:grid-cols-4">
          {page.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse">
              <dt className="text-sm text-brand-ink">{fact.label}</dt>
              <dd className="text-2xl font-bold text-brand-navy">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {page.blocks.map((block, i) => (
        <BlockView key={block.id} block={block} tone={i % 2 ? 'cream' : 'plain'} />
      ))}
    </>
  );
}
