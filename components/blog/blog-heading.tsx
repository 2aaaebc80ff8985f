import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { currentLanguage } from '@/lib/i18n/server';
import { langProps } from '@/lib/i18n/translate';

/** The opening of a blog page inside the shell: breadcrumb, the page's h1 and an optional intro. */
export async function BlogHeading({
  trail,
  title,
  children,
}: {
  trail: Crumb[];
  title: string;
  children?: ReactNode;
}) {
  const lang = await currentLanguage();
  return (
    <header className="pt-8 sm:pt-10">
      <Breadcrumb trail={trail} tone="light" lang={lang} />
      {/* A name shown in English on a Bangla page (a category without its Bangla) is marked so. */}
      <h1 className="mt-4 text-heading-1 text-brand-ink" {...langProps(title, lang)}>
        {title}
      </h1>
      {children && <div className="mt-3 max-w-2xl text-body-lg text-brand-slate">{children}</div>}
    </header>
  );
}
