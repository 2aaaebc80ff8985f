// The server's memory for `npm run bench` (issue 48): where it goes, from
// GET /api/memory (lib/memory-report.ts), beside the process tree's RSS.

const mb = (bytes) => (bytes === null || bytes === undefined ? null : Math.round(bytes / 1048576));

/** The server's own account of its memory, in MB, with the tree's RSS (kB) beside it. */
export async function memoryBreakdown(base, secret, treeKb) {
  const answer = await fetch(`${base}/api/memory`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  if (!answer.ok) throw new Error(`GET /api/memory answered ${answer.status}`);
  const report = await answer.json();
  const pools = Object.values(report.pageCache ?? {});
  return {
    treeRss: Math.round(treeKb / 1024),
    rss: mb(report.rss),
    heapUsed: mb(report.heapUsed),
    heapTotal: mb(report.heapTotal),
    external: mb(report.external),
    arrayBuffers: mb(report.arrayBuffers),
    pgliteWasm: mb(report.pgliteWasm),
    pageCache: mb(pools.reduce((sum, pool) => sum + pool.bytes, 0)),
    pageCacheEntries: pools.reduce((sum, pool) => sum + pool.entries, 0),
    compressedCopies: mb(report.compressedCopies?.bytes ?? 0),
    compressedCopiesCount: report.compressedCopies?.copies ?? 0,
    taggedBodies: mb(report.compressedCopies?.taggedBytes ?? 0),
    sourceAnswers: mb(report.sourceAnswers.bytes),
    searchIndex: mb(report.searchIndex),
  };
}

/** One line: the breakdown, and each part's budget where the issue sets one. */
export const breakdownLine = (when, m, budgetMb) =>
  `${when}: RSS ${m.treeRss} MB (process tree; budget ${budgetMb} MB${m.treeRss > budgetMb ? ', OVER' : ''}) = JS heap ${m.heapUsed} MB used of ${m.heapTotal}, external ${m.external} MB (of which array buffers ${m.arrayBuffers}), PGlite's WebAssembly memory ${m.pgliteWasm ?? '–'} MB, the rest code and allocator; inside these: page cache ${m.pageCache} MB in ${m.pageCacheEntries} entries, compressed copies ${m.compressedCopies} MB (${m.compressedCopiesCount}), ETags of ${m.taggedBodies} MB of bodies, content API answers ${m.sourceAnswers} MB, search index ${m.searchIndex ?? '–'} MB (in the store)`;

export const breakdownTable = (rows) =>
  [
    '| when | RSS (tree) | JS heap used / total | external (array buffers) | PGlite WebAssembly | page cache (entries) | compressed copies (count) | ETag bodies | API answers | search index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ([when, m]) =>
        `| ${when} | ${m.treeRss} | ${m.heapUsed} / ${m.heapTotal} | ${m.external} (${m.arrayBuffers}) | ${m.pgliteWasm ?? '–'} | ${m.pageCache} (${m.pageCacheEntries}) | ${m.compressedCopies} (${m.compressedCopiesCount}) | ${m.taggedBodies} | ${m.sourceAnswers} | ${m.searchIndex ?? '–'} |`,
    ),
  ].join('\n');
