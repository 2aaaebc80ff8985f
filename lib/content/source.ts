import 'server-only';
import ky from 'ky';
import { env } from '@/lib/env';
import type { Language } from '@/lib/i18n/languages';
import type { ReadName } from './contract';
import { DEFAULT_PER_PAGE, readPath, type Paging, type Params } from './routes';

import type { SourceResponse } from './source-response';

export type { SourceResponse };

export type ContentSource = {
  kind: 'embedded' | 'upstream';
  /** Base that relative image and file paths resolve against ('' for same-origin). */
  base: string;
  /**
   * `preview`: an editor's preview (draft mode): the store shows drafts; a CMS previews in itself.
   * `lang`: 'bn' asks for the Bangla values (issue 49): the store answers with them,
   * an upstream is asked with `?lang=bn` (a CMS without Bangla answers its English).
   */
  read(
    name: ReadName,
    params: Params,
    paging?: Paging,
    preview?: boolean,
    lang?: Language,
  ): Promise<SourceResponse>;
  write(path: string, body: unknown): Promise<SourceResponse>;
};

/** The active source, chosen per call from the run-time environment. */
export function contentSource(): ContentSource {
  const url = env.contentApiUrl;
  const source = url ? upstream(url) : embedded;
  return { ...source, read: withDeadline(source.read) };
}

/** The runtime's fetch as it was before Next patched it. */
const unpatchedFetch = (): typeof fetch =>
  (globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch })._nextOriginalFetch ??
  globalThis.fetch;

const timedOut: SourceResponse = { status: 0, body: null, error: 'timeout' };

/**
 * Every read answers within the content deadline, whatever the transport does:
 * a hung CMS or a stuck database query gives the fallback, never a waiting page.
 */
function withDeadline(read: ContentSource['read']): ContentSource['read'] {
  return (name, params, paging, preview, lang) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<SourceResponse>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), env.contentApiTimeoutMs);
    });
    return Promise.race([read(name, params, paging, preview, lang), deadline]).finally(() =>
      clearTimeout(timer),
    );
  };
}

const embedded: ContentSource = {
  kind: 'embedded',
  base: '',
  async read(name, params, paging, preview = false, lang = 'en') {
    const { readFromStore } = await import('@/lib/store/api');
    const pages = paging ?? { page: 1, per_page: DEFAULT_PER_PAGE };
    return readFromStore(name, params, pages, preview, lang);
  },
  async write(path, body) {
    const { writeToStore } = await import('@/lib/store/writes');
    return writeToStore(path, body);
  },
};

function upstream(baseUrl: string): ContentSource {
  const request = async (
    path: string,
    init: {
      method: 'GET' | 'POST';
      json?: unknown;
      searchParams?: Record<string, number | string>;
    },
  ) => {
    // One deadline for headers and body alike (ky's own timeout stops at the headers).
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        controller.abort(new DOMException('The upstream did not answer in time.', 'TimeoutError')),
      env.contentApiTimeoutMs,
    );
    const { signal } = controller;
    try {
      const response = await ky(`${baseUrl}${path}`, {
        ...init,
        timeout: false,
        signal,
        // Node's own fetch, not Next's patched one: Next drops the signal of a fetch
        // it runs as a revalidation and links a rebuilt Request's abort only weakly,
        // and either left the CMS's connection open long after the deadline (held
        // by e2e/upstream/hanging-upstream.spec.ts). Pages here are cached by the
        // page cache, never by fetch, so Next has nothing to track in these reads.
        fetch: (input, options) => unpatchedFetch()(input, { ...options, signal }),
        retry: 0,
        throwHttpErrors: false,
        headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      });
      const text = await response.text();
      try {
        return {
          status: response.status,
          body: text ? JSON.parse(text) : null,
        } satisfies SourceResponse;
      } catch {
        return {
          status: response.status === 200 ? 502 : response.status,
          body: null,
          error: 'malformed',
        } satisfies SourceResponse;
      }
    } catch (error) {
      const timeout = error instanceof Error && error.name === 'TimeoutError';
      return {
        status: 0,
        body: null,
        error: timeout ? 'timeout' : 'network',
      } satisfies SourceResponse;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    kind: 'upstream',
    base: baseUrl,
    read: (name, params, paging, _preview, lang) =>
      request(readPath(name, params), {
        method: 'GET',
        // English is asked for exactly as the contract has it; Bangla adds `lang=bn`.
        searchParams:
          paging || lang === 'bn' ? { ...paging, ...(lang === 'bn' ? { lang } : {}) } : undefined,
      }),
    write: (path, body) => request(path, { method: 'POST', json: body }),
  };
}
