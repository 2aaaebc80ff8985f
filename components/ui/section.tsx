import type { ReactNode } from 'react';

export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  tone = 'plain',
  renderWhenNear = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'cream' | 'navy';
  /**
   * For sections well below a long page's first screen: laid out and painted only
   * as they come near it (render-when-near in globals.css). Not for a section that
   * starts within about one and a half screens of the top: the browser would lay
   * the page out twice to find it near after all.
   */
  renderWhenNear?: boolean;
}) {
  const tones = {
    plain: 'bg-white text-brand-ink',
    cream: 'bg-brand-cream text-brand-ink',
    navy: 'bg-brand-navy text-white',
  };
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${tones[tone]} py-14 sm:py-20 ${renderWhenNear ? 'render-when-near' : ''}`}
    >
      <div className="mx-auto max-w-content px-5 sm:px-8">
        {eyebrow && (
          <p
            className={`text-overline uppercase ${tone === 'navy' ? 'text-brand-saffron' : 'text-brand-teal-700'}`}
          >
            {eyebrow}
          </p>
        )}
        <h2 id={headingId} className="mt-2 text-heading-2">
          {title}
        </h2>
        {intro && (
          <div
            className={`mt-4 max-w-3xl text-body-lg ${tone === 'navy' ? 'text-white/80' : 'text-brand-slate'}`}
          >
            {intro}
          </div>
        )}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
