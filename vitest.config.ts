import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Server-only modules are tested directly under Node.
      'server-only': path.resolve(import.meta.dirname, 'test/server-only-stub.ts'),
    },
  },
  test: {
    include: ['lib/**/*.test.ts', 'components/**/*.test.tsx', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    unstubEnvs: true,
  },
});
