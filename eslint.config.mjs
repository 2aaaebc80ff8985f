import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The rule turns app/[lang]'s dynamic first segment into a pattern that matches
    // every path, so it flagged each deliberate plain link (the editing area's, the
    // language switch's). The site's internal links go through components/ui/link.tsx.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // A parameter keeps what the caller passed: a changed value gets a name of its own.
    rules: { 'no-param-reassign': 'error' },
  },
  globalIgnores(['.next/**', '.data/**', 'node_modules/**', 'public/**', 'lib/store/migrations/**', 'next-env.d.ts', 'reports/**', 'test-results/**', 'playwright-report/**']),
]);
