import type { Draft } from '@/lib/store/schema';
import { groupInputValue } from '@/lib/dates';
import { SubmitButton } from './submit-button';

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
      <form action={discard}>
        <input type="hidden" name="$id" value={id} />
        <SubmitButton tone="quiet" pendingLabel="Discarding…">
          Discard the draft
        </SubmitButton>
      </form>
    </div>
  );
}
