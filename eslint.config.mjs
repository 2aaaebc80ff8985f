import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.data/**', 'node_modules/**', 'public/**', 'lib/store/migrations/**', 'next-env.d.ts', 'reports/**', 'test-results/**', 'playwright-report/**']),
]);
