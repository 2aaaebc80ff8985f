import { isPreviewing } from '@/lib/auth/session';

/** Shown only to a signed-in editor previewing drafts: what this page is, and the way out. */
export async function PreviewBar() {
  if (!(await isPreviewing())) return null;
  return (
    <div className="sticky top-0 z-50 bg-brand-saffron px-5 py-2 text-center text-sm font-semibold text-brand-navy">
      Preview: this page shows unpublished drafts, as only you see them.{' '}
      <a href="/admin/preview/exit" className="underline">
        Leave the preview
      </a>
    </div>
  );
}
