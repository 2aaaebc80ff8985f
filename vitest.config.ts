import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Files that load modules afresh under stubbed settings (a store directory of
 * their own, a mocked module): each keeps a module graph of its own.
 */
const OWN_MODULES = [
  'lib/store/*.test.ts',
  'lib/search/store-engine-*.test.ts',
  'lib/search/evaluation.test.ts',
  'lib/search/search-admin.test.ts',
  'lib/admin/bin.test.ts',
  'app/api/search/suggest/route.test.ts',
  'lib/search/site-search.test.ts',
  'lib/auth/session-lifetime.test.ts',
  'lib/share-picture-upload.test.ts',
  'lib/admin/collection-actions.test.ts',
  'lib/admin/media-library.test.ts',
  'lib/admin/refresh.test.ts',
  // Mocks the store and reads the proxy's memo of old category addresses (on globalThis):
  // sharing a worker, another file's store or memo answered it.
  'lib/admin/blog-names.test.ts',
  'lib/admin/picture-alt-bangla.test.ts',
  'lib/content/source-lang.test.ts',
  'lib/content/fields.test.ts',
  'lib/content/read.test.ts',
  'lib/content/source.test.ts',
  'lib/forms/handle-post.test.ts',
  // Registers a global tracer provider.
  'lib/tracing.test.ts',
];
const ALL = [
  'lib/**/*.test.ts',
  'components/**/*.test.tsx',
  'app/**/*.test.ts',
  'test/**/*.test.{ts,tsx}',
];

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Server-only modules are tested directly under Node.
      'server-only': path.resolve(import.meta.dirname, 'test/server-only-stub.ts'),
    },
  },
  test: {
    environment: 'node',
    restoreMocks: true,
    unstubEnvs: true,
    projects: [
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
      // The rest share each worker's modules: evaluating the same imports once per
      // worker rather than once per file took the unit run from 73 s to 30 s.
      {
        extends: true,
        test: { name: 'shared', include: ALL, exclude: OWN_MODULES, isolate: false },
      },
    ],
  },
});
