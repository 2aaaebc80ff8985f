import type { ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { langProps } from '@/lib/i18n/translate';

/**
 * A part of a Bangla page whose copy is in Bangla: marked `lang="bn"` inside the
 * page's English content wrapper (components/layout/site-chrome.tsx); a value in it
 * shown in English marks itself (textLang(value, 'bn')). On English pages, nothing.
 */
export function BanglaCopy({ lang, children }: { lang: Language; children: ReactNode }) {
  if (lang === 'en') return children;
  return (
    <div lang="bn" className="contents">
      {children}
    </div>
  );
}

/**
 * A content text inside copy in `within`'s language: in a `<span lang>` where its
 * language differs (textLang), bare otherwise, so English pages keep their markup.
 */
export function MarkedText({ text, within }: { text: string; within: Language }) {
  const props = langProps(text, within);
  return props.lang ? <span {...props}>{text}</span> : text;
}
