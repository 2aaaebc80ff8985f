/** The rows of one page of an editing-area list, their total and the number of pages. */
export type Paged<R> = { rows: R[]; total: number; pages: number };

/**
 * One page of a list: `rows` reads the page's rows (its limit and offset given),
 * `total` counts them all; both at once.
 */
export async function readPage<R>(
  page: number,
  size: number,
  rows: (window: { limit: number; offset: number }) => PromiseLike<R[]>,
  total: PromiseLike<{ total: number }[]>,
): Promise<Paged<R>> {
  const [found, [{ total: count } = { total: 0 }]] = await Promise.all([
    rows({ limit: size, offset: (page - 1) * size }),
    total,
  ]);
  return { rows: found, total: count, pages: Math.max(1, Math.ceil(count / size)) };
}
