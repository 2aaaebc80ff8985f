import { previewHref } from '@/lib/admin/preview';
import { pathIn } from '@/lib/i18n/languages';

/** The preview of a page's Bangla twin (`/bn` + its path), with the same drafts as the English one. */
export function BanglaPreviewLink({ page }: { page: string }) {
  return (
    <a
      href={previewHref(pathIn('bn', page))}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-navy underline"
    >
      Preview in <span lang="bn">বাংলা</span> (new tab)
    </a>
  );
}
