import { Banner } from '@/components/ui/banner';
import { ContentImage } from '@/components/ui/content-image';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { managementMessage } from '@/lib/copy/about';
import { managementMessageBn } from '@/lib/copy/bn/about';
import type { Language } from '@/lib/i18n/languages';

export function ManagementMessage({ lang }: { lang: Language }) {
  const message = lang === 'bn' ? managementMessageBn : managementMessage;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        lang={lang}
        eyebrow={message.labels.eyebrow}
        title={message.title}
        trail={[{ name: message.labels.trail, path: message.path }]}
      />
      <section aria-label={message.labels.section} className="bg-white py-14 sm:py-20">
        <div className="mx-auto grid max-w-content gap-10 px-5 sm:px-8 md:grid-cols-[18rem_1fr] lg:gap-16">
          <figure className="md:sticky md:top-28 md:self-start">
            <ContentImage
              src={message.chairman.portrait}
              alt={`${message.chairman.name}, ${message.chairman.role}`}
              width={480}
              height={600}
              sizes="(min-width: 768px) 18rem, 70vw"
              unoptimized
              className="aspect-[4/5] h-auto w-full max-w-[18rem] rounded-xl bg-brand-cream object-cover"
            />
            <figcaption className="mt-4">
              <span className="block font-semibold text-brand-ink">{message.chairman.name}</span>
              <span className="block text-sm text-brand-slate">{message.chairman.role}</span>
            </figcaption>
          </figure>
          <article className="max-w-prose">
            <p className="text-heading-3 text-brand-navy">{message.greeting}</p>
            {message.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-5 text-body-lg text-brand-slate">
                {paragraph}
              </p>
            ))}
            <footer className="mt-10 border-t border-black/10 pt-6">
              <p className="font-serif text-3xl italic text-brand-navy">{message.chairman.name}</p>
              <p className="mt-1 text-sm text-brand-slate">{message.chairman.role}</p>
            </footer>
          </article>
        </div>
      </section>
    </BanglaCopy>
  );
}
