import { Section } from '@/components/ui/section';
import { homeContent as c } from '@/lib/copy/home';

/** #values: what the group stands for. */
export function ValuesSection() {
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
