import type { ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { langProps } from '@/lib/i18n/translate';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { ContentImage } from './content-image';

/**
 * A page's opening banner: breadcrumb, eyebrow, title (the page's h1), optional intro
 * and background image. `trail` is the breadcrumb after Home; it ends with this page.
 */
export function Banner({
  eyebrow,
  title,
  children,
  image,
  trail,
  lang,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  image?: string;
  trail?: Crumb[];
  /** The language of the page's copy (the breadcrumb's words). */
  lang?: Language;
}) {
  return (
    <div className="relative isolate overflow-hidden bg-brand-navy text-white">
      {image && (
        <>
          <ContentImage
            src={image}
            alt=""
            fill
            preload
            loading="eager"
            fetchPriority="high"
            sizes="100vw"
            className="-z-10 object-cover"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-navy via-brand-navy/85 to-brand-navy/40"
          />
        </>
      )}
      <div className="mx-auto max-w-content px-5 py-16 sm:px-8 sm:py-20">
        {trail && (
          <div className="mb-8">
            <Breadcrumb trail={trail} lang={lang} />
          </div>
        )}
        {eyebrow && <p className="text-overline uppercase text-brand-saffron">{eyebrow}</p>}
        <h1 {...(lang ? langProps(title, lang) : {})} className="mt-3 max-w-3xl text-heading-1">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-2xl text-body-lg text-white/85">{children}</div>}
      </div>
    </div>
  );
}
