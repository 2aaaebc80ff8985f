import { takeOperatorToken } from '@/lib/admin/operator-token';
import { groupDay } from '@/lib/dates';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { refuseAfterFailures } from '@/lib/security/bearer';
import { dumpEmbeddedStore } from '@/lib/store/db';
import { name, version } from '@/package.json';
import { encodeBackup, schemaOf } from '@/scripts/backup-file.mjs';

const noStore = { 'cache-control': 'no-store' };
const answer = (status: number, message: string) =>
  Response.json({ message }, { status, headers: noStore });

/**
 * `POST /api/store/backup`: a consistent copy of the embedded store, for `npm run
 * backup`. Only with `X-Operator-Token`, the one-time token that the command writes
 * beside the server (lib/admin/operator-token.ts): the copy holds every account's
 * password hash and every message, so no secret that travels over the network
 * opens it. Checked before any other work.
 */
export async function POST(request: Request) {
  const token = request.headers.get('x-operator-token');
  const refused = await refuseAfterFailures(
    request,
    'backup',
    () => token !== null && takeOperatorToken(token),
    'The operator token is missing, unknown, used or expired.',
  );
  if (refused) return refused;
  if (env.databaseUrl)
    return answer(
      409,
      'The store is a PostgreSQL server: back it up with pg_dump (README, Operations).',
    );
  const started = performance.now();
  let dump;
  try {
    dump = await dumpEmbeddedStore();
  } catch (error) {
    log('error', 'store.backup_failed', {
      message: error instanceof Error ? error.message : 'unknown',
    });
    return answer(503, 'The store could not be copied; nothing was written. Try again.');
  }
  if (!dump) return answer(409, 'This site has no embedded store to back up.');
  const made = new Date();
  const file = encodeBackup(
    {
      made: made.toISOString(),
      by: `${name} ${version}`,
      store: 'PGlite data directory (gzipped tar)',
      schema: schemaOf(dump.migrationTimes),
      bytes: dump.archive.byteLength,
    },
    dump.archive,
  );
  log('info', 'store.backup', {
    bytes: file.byteLength,
    ms: Math.round(performance.now() - started),
  });
  const day = groupDay(made);
  return new Response(new Uint8Array(file), {
    headers: {
      ...noStore,
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="masco-store-${day}.backup"`,
    },
  });
}
