/**
 * Next calls this once as the server starts. Everything it does is Node-only
 * (lib/server-start.ts), loaded only in the Node.js runtime and never during the
 * build: in this file itself it would be compiled for the Edge runtime too.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  await (await import('./lib/server-start')).startServer();
}
