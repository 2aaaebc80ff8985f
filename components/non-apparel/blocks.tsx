import { DataTable } from '@/components/ui/data-table';
import { Section } from '@/components/ui/section';
import type { Block, Card } from '@/lib/copy/non-apparel';
import { digitsIn } from '@/lib/i18n/dates';
import type { Language } from '@/lib/i18n/languages';

function Cards({ cards }: { cards: Card[] }) {
  // Four cards make one row of four rather than three and an orphan.
  const columns = cards.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-xl bg-white p-6 ring-1 ring-black/5">
          <h3 className="text-heading-3 text-brand-navy">{card.title}</h3>
          {card.detail && (
            <p className="mt-1 text-sm font-semibold text-brand-teal-700">{card.detail}</p>
          )}
          <p className="mt-3 text-brand-slate">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Tiles({ tiles }: { tiles: Card[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.title} className="rounded-xl bg-brand-navy p-5 text-white sm:p-6">
          <h3 className="font-semibold text-brand-saffron">{tile.title}</h3>
          <p className="mt-2 text-sm text-white/85">{tile.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Steps({ steps, lang }: { steps: Card[]; lang: Language }) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-xl bg-white p-6 ring-1 ring-black/5">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-brand-teal-700 font-bold text-white"
          >
            {digitsIn(lang, i + 1)}
          </span>
          <h3 className="mt-4 text-heading-3 text-brand-navy">{step.title}</h3>
          <p className="mt-2 text-brand-slate">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** One block of a business page, as a section with its heading. */
export function BlockView({
  block,
  tone,
  lang,
}: {
  block: Block;
  tone: 'plain' | 'cream';
  lang: Language;
}) {
  const common = {
    id: block.id,
    title: block.title,
    eyebrow: block.eyebrow,
    intro: block.intro,
    tone,
  };
  switch (block.kind) {
    case 'text':
      return (
        <Section {...common}>
          <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="max-w-3xl space-y-5 text-body-lg text-brand-slate">
              {block.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
            {block.aside && (
              // A summary of the section, not complementary content: a plain box under its h3.
              <div
                className={`self-start rounded-xl p-6 ring-1 ring-black/5 ${tone === 'cream' ? 'bg-white' : 'bg-brand-cream'}`}
              >
                <h3 className="text-heading-3 text-brand-navy">{block.aside.title}</h3>
                <ul className="mt-4 space-y-3 text-brand-ink">
                  {block.aside.items.map((item) => (
                    <li key={item} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-teal-700"
                      />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </Section>
      );
    case 'cards':
      return (
        <Section {...common}>
          <Cards cards={block.cards} />
        </Section>
      );
    case 'tiles':
      return (
        <Section {...common}>
          <Tiles tiles={block.tiles} />
        </Section>
      );
    case 'steps':
      return (
        <Section {...common}>
          <Steps steps={block.steps} lang={lang} />
        </Section>
      );
    case 'tables':
      return (
        <Section {...common}>
          <div className="space-y-8">
            {block.tables.map((table) => (
              // A two-column table reads better at half the width than stretched across it.
              <div key={table.caption} className={table.columns.length <= 2 ? 'max-w-2xl' : ''}>
                <DataTable {...table} />
              </div>
            ))}
          </div>
        </Section>
      );
  }
}
