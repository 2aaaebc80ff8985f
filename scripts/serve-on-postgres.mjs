// `next start` on a PostgreSQL server of its own (Debian's, on loopback, in a
// temporary directory), for the end-to-end specs of the embedded store run on
// PostgreSQL as DATABASE_URL deployments run it. Usage:
//   node scripts/serve-on-postgres.mjs <port>
// Stops the database when it is told to stop (SIGTERM or SIGINT).
import { spawn } from 'node:child_process';
import pg from 'pg';
import { serverArgs } from './next-server.mjs';
import { startPostgres } from './services.mjs';

const port = process.argv[2] ?? '3000';
const postgres = await startPostgres();
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
await admin.query('CREATE DATABASE masco_e2e');
await admin.end();

const server = spawn(process.execPath, serverArgs(port), {
  env: { ...process.env, DATABASE_URL: postgres.database('masco_e2e') },
  stdio: 'inherit',
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await postgres.stop().catch(() => undefined);
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
server.on('exit', (code) => stop(code ?? 1));
