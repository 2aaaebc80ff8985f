import 'server-only';
import { env } from '@/lib/env';
import type { Language } from '@/lib/i18n/languages';
import { log } from '@/lib/log';
import { asBangla } from './bangla-documents';
import { sitePageDocuments } from './site-pages';
import type { SearchDocument, SearchEngine } from './types';

/**
 * A small CMS is read in three rounds, each within the content deadline (the
 * lists and first pages, the later pages, the news items' text), then indexed:
 * the first search waits for four deadlines at most, however large the CMS.
 */
const FIRST_INDEX_ROUNDS = 4;

/** An engine that answers before the CMS has been read in full: its results are not to be kept long. */
export type PartialEngine = SearchEngine & { partial: true };

type Built = {
  engine: SearchEngine;
  /** The same documents in Bangla (asBangla), indexed on the first Bangla search. */
  bangla: () => SearchEngine;
  expiresAt: number;
  complete: boolean;
};
type State = { built?: Built; building?: Promise<Built>; generation: number };
type Holder = { [key: symbol]: State | undefined };

/** Shared by every route bundle of the process (each has its own copy of this module). */
const slot = Symbol.for('masco.search.upstream-index');
const state = ((globalThis as Holder)[slot] ??= { generation: 0 });

/**
 * The search engine of the active source: the store's own full-text search, or,
 * with CONTENT_API_URL, an index built in this process from the contract's
 * reads. That index is rebuilt when it is older than REVALIDATE_SECONDS (the
 * pages' own lifetime; the old one answers meanwhile) and at once after
 * POST /api/revalidate. The first index of a process is waited for at most
 * FIRST_INDEX_ROUNDS content deadlines: a CMS that answers each of a hundred
 * article pages slowly must not hold the first search for minutes. Until it is
 * built, the site's own pages answer alone (a PartialEngine).
 */
export async function searchEngine(lang: Language = 'en'): Promise<SearchEngine | PartialEngine> {
  if (!env.contentApiUrl) {
    const [{ getStore }, { storeEngine }] = await Promise.all([
      import('@/lib/store/db'),
      import('./store-engine'),
    ]);
    return storeEngine(await getStore(), lang);
  }
  const of = (built: Built) => (lang === 'bn' ? built.bangla() : built.engine);
  const { built } = state;
  if (built && Date.now() < built.expiresAt) return of(built);
  if (!state.building) {
    const building = buildUpstreamIndex().finally(() => {
      if (state.building === building) state.building = undefined;
    });
    state.building = building;
  }
  const { building } = state;
  // The last index answers meanwhile; a failure is retried next time.
  building.catch(() => undefined);
  if (built) return of(built);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, FIRST_INDEX_ROUNDS * env.contentApiTimeoutMs, null);
  });
  const first = await Promise.race([building, late]).finally(() => clearTimeout(timer));
  return first ? of(first) : pagesOnly(lang);
}

const pagesEngines: Partial<Record<Language, Promise<PartialEngine>>> = {};
function pagesOnly(lang: Language): Promise<PartialEngine> {
  pagesEngines[lang] ??= import('./memory-engine').then(({ createMemoryEngine }) => ({
    ...createMemoryEngine(inLanguage(sitePageDocuments(), lang)),
    partial: true as const,
  }));
  return pagesEngines[lang];
}

const inLanguage = (documents: SearchDocument[], lang: Language) =>
  lang === 'bn' ? documents.map(asBangla) : documents;

/** Forgets the upstream index (POST /api/revalidate): the next search builds it again. */
export function dropUpstreamIndex() {
  state.generation++;
  state.built = undefined;
  state.building = undefined;
}

async function buildUpstreamIndex(): Promise<Built> {
  const generation = state.generation;
  const started = performance.now();
  const [{ upstreamDocuments }, { createMemoryEngine }] = await Promise.all([
    import('./upstream-documents'),
    import('./memory-engine'),
  ]);
  const { documents, complete } = await upstreamDocuments();
  const previous = state.built;
  const retryAt = Date.now() + env.failureRevalidateSeconds * 1000;
  // A failed read would leave holes: keep the last complete index, try again soon.
  if (!complete && previous?.complete) {
    const kept = { ...previous, expiresAt: retryAt };
    if (generation === state.generation) state.built = kept;
    log('warn', 'search.index_kept', { ms: Math.round(performance.now() - started) });
    return kept;
  }
  const all = [...documents, ...sitePageDocuments()];
  const engine = createMemoryEngine(all);
  let bangla: SearchEngine | undefined;
  const expiresAt = complete ? Date.now() + env.revalidateSeconds * 1000 : retryAt;
  const built = {
    engine,
    bangla: () => (bangla ??= createMemoryEngine(inLanguage(all, 'bn'))),
    expiresAt,
    complete,
  };
  // Content revalidated while this was read: this index may be older than that; do not keep it.
  if (generation === state.generation) state.built = built;
  log('info', 'search.index_built', {
    documents: engine.documentCount,
    complete,
    ms: Math.round(performance.now() - started),
  });
  return built;
}
