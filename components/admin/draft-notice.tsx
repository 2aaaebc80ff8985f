import type { Draft } from '@/lib/store/schema';
import { groupInputValue } from '@/lib/dates';
import { DRAFT_DISCARDED } from '@/lib/admin/form-state';
import { SubmitButton } from '@/components/ui/submit-button';

/** Says that the form shows unpublished changes, whose, and offers to drop them. */
export function DraftNotice({
  draft,
  id,
  discard,
}: {
  draft: Draft;
  id: number | string;
  discard: (formData: FormData) => Promise<void>;
}) {
  const at = groupInputValue(new Date(draft.savedAt)).replace('T', ' at ');
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md bg-amber-50 px-4 py-3 text-amber-950">
      <p>
        A draft saved by {draft.savedBy} on {at} (Bangladesh time) is not published yet; the site
        shows the previous version.
      </p>
      <details className="group">
        <summary className="cursor-pointer font-semibold text-amber-950 underline">
          Discard the draft…
        </summary>
        <form action={discard} className="mt-2 flex max-w-prose flex-col items-start gap-2">
          <input type="hidden" name="$id" value={id} />
          <p>
            The form goes back to the published version. The draft stays among the revisions, where
            it can be restored.
          </p>
          <SubmitButton tone="danger" pendingLabel="Discarding…">
            Yes, discard the draft
          </SubmitButton>
        </form>
      </details>
    </div>
  );
}

/**
 * What the page says after "Yes, discard the draft" (`?saved=discarded`): drawn by
 * the page, since the form beside it stays mounted through the redirect.
 */
export function DraftDiscarded() {
  return (
    <p
      role="status"
      className="mb-6 rounded-md bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
    >
      {DRAFT_DISCARDED}
    </p>
  );
}
