import type { DiffRun } from '@/lib/admin/text-diff';

/**
 * A text's difference word by word (lib/admin/text-diff.ts): struck out what
 * goes, marked what comes, and said so to screen readers.
 */
export function WordDiff({ runs, className = '' }: { runs: DiffRun[]; className?: string }) {
  return (
    <p
      data-diff=""
      className={`max-h-80 overflow-y-auto rounded px-3 py-2 whitespace-pre-line break-words text-brand-ink ${className}`}
    >
      {runs.map((run, index) => {
        const gap = index > 0 ? ' ' : '';
        if (run.kind === 'same') return `${gap}${run.text}`;
        const Mark = run.kind === 'removed' ? 'del' : 'ins';
        return (
          <span key={index}>
            {gap}
            <Mark
              className={
                run.kind === 'removed'
                  ? 'rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-2'
                  : 'rounded-sm bg-emerald-100 px-0.5 text-emerald-950 no-underline'
              }
            >
              <span className="sr-only">{run.kind === 'removed' ? '[removed: ' : '[added: '}</span>
              {run.text}
              <span className="sr-only">]</span>
            </Mark>
          </span>
        );
      })}
    </p>
  );
}
