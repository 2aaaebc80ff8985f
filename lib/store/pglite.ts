import fs from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite, the embedded PostgreSQL, opened so that a committed row is on disk.
 *
 * PGlite starts PostgreSQL with fsync off (`-F`), and its Node file system
 * ignores fsync anyway: a 200 survived a killed process but not a power cut, and
 * a crash could corrupt the directory. So fsync is on, the WAL is flushed with
 * fsync (fdatasync goes nowhere in PGlite's file layer), and that layer's fsync
 * is made to sync the real file. Measured cost: a few tenths of a millisecond a
 * commit here (npm run bench: 200 contact posts).
 */
export async function openDurablePglite(dataDir: string): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // PGlite writes its files 0666 less the umask: readable by every account of the
  // machine under the usual 022, unless their folder is the server's alone.
  await chmod(dataDir, 0o700);
  lockDataDir(dataDir);
  const lite = await PGlite.create(dataDir, {
    // Site search's typo tolerance and completions (migration 0003_search).
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      'wal_sync_method=fsync',
      // PostgreSQL's 128 MB default of shared buffers lives in PGlite's WebAssembly
      // memory, which never shrinks: 16 MB took the server's RSS from 451 to 346 MB
      // (issue 48) and holds this site's working set (the page cache is in front).
      '-c',
      'shared_buffers=16MB',
    ],
  });
  syncToDisk(lite);
  // Whatever initdb or an earlier run wrote without syncing is synced once now.
  await lite.exec('CHECKPOINT');
  return lite;
}

type EmscriptenStream = { nfd?: number };
type MountedFs = {
  FS: {
    cwd(): string;
    lookupPath(path: string): {
      node: { mount: { type: { stream_ops?: Record<string, unknown> } } };
    };
  };
};

function syncToDisk(lite: PGlite) {
  const { FS } = (lite as unknown as { mod: MountedFs }).mod;
  const streamOps = FS.lookupPath(FS.cwd()).node.mount.type.stream_ops;
  if (!streamOps) throw new Error('PGlite has no file layer to make durable');
  streamOps.fsync = (stream: EmscriptenStream) => {
    if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
    return 0;
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class DataDirInUseError extends Error {}

/** A second server on the same data directory must not start at all: one sentence, exit 1. */
export function exitIfDataDirInUse(error: unknown) {
  if (!(error instanceof DataDirInUseError)) return;
  console.error(error.message);
  process.exit(1);
}

/**
 * One process per data directory: PGlite has no lock of its own, and a second
 * server on the same directory started and wrote beside the first. The lock is
 * a file beside the directory holding the owner's pid; a lock whose process is
 * gone (a kill, a power cut) is taken over.
 */
export function lockDataDir(dataDir: string) {
  const file = `${dataDir.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      process.once('exit', () => fs.rmSync(file, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(fs.readFileSync(file, 'utf8'));
    if (owner === process.pid) return;
    if (Number.isInteger(owner) && owner > 0 && alive(owner)) break;
    fs.rmSync(file, { force: true });
  }
  throw new DataDirInUseError(
    `The embedded store at ${dataDir} is in use by another process (lock: ${file}); ` +
      'run one server per PGLITE_DATA_DIR, or use PostgreSQL (DATABASE_URL) for several.',
  );
}
