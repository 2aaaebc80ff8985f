import type { Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import { langProps } from '@/lib/i18n/translate';

/**
 * A captioned table whose first column heads its row. It scrolls inside its own
 * focusable, labelled region when wider than the screen, never the page; a shadow at
 * an edge with more beyond it, and on a phone a line under the caption, say so
 * (`.table-scroller`, `.table-scroll-hint` in app/globals.css).
 */
export async function DataTable({
  caption,
  columns,
  rows,
  minWidth = '32rem',
  regionLabel,
  empty,
  within,
}: {
  caption: string;
  /** The scroll region's name when the caption repeats elsewhere on the page. */
  regionLabel?: string;
  columns: string[];
  rows: string[][];
  minWidth?: string;
  /** One full-width row shown while `rows` is empty (otherwise the body is empty). */
  empty?: string;
  /** The language of the copy around the cells: a cell in another marks its own (textLang). */
  within?: Language;
}) {
  const cellLang = (cell: string) => (within ? langProps(cell, within) : {});
  const { scrollHint } = messagesFor(await currentLanguage()).table;
  return (
    <div
      role="region"
      aria-label={regionLabel ?? caption}
      tabIndex={0}
      className="table-scroller relative overflow-x-auto rounded-xl ring-1 ring-black/5"
    >
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="px-5 pt-5 text-left text-heading-3 text-brand-ink">
          {/* On a narrow screen the caption wraps within the visible part and stays there while the table scrolls. */}
          <span className="sticky left-5 block max-w-[calc(100vw-5rem)]">
            {caption}
            <span
              aria-hidden="true"
              className="table-scroll-hint mt-1 flex items-center gap-1.5 text-caption font-normal text-brand-slate sm:hidden"
            >
              <span className="text-base leading-none">↔</span>
              {scrollHint}
            </span>
          </span>
        </caption>
        <thead className="border-b border-black/10 text-brand-slate">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty && (
            <tr>
              <td colSpan={columns.length} className="px-5 py-3 text-brand-slate">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-black/5 last:border-0">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    {...cellLang(cell)}
                    className="px-5 py-3 font-medium text-brand-ink"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={i} {...cellLang(cell)} className="px-5 py-3 text-brand-slate">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
