import { Section } from '@/components/ui/section';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';

/** #values: what the group stands for. */
export function ValuesSection({ lang }: { lang: Language }) {
  const { c, l } = homeIn(lang);
  return (
    <Section id="values" eyebrow={l.values.eyebrow} title={l.values.title} renderWhenNear>
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
