// The embedded store's lock (lib/store/pglite.ts writes the same `<dir>.lock`),
// taken by a command that opens the data directory itself (`npm run migrate`,
// `npm run restore`) for as long as it runs: a server holding it is refused in
// one sentence, a lock left by a process that is gone is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Takes `<dir>.lock` until this process exits; calls refuse(sentence) when the site holds it. */
export function takeStoreLock(dir, doing, refuse) {
  const lock = `${dir}.lock`;
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lock, 'utf8'));
    if (Number.isInteger(owner) && owner > 0 && alive(owner))
      refuse(`The site is running on ${dir} (process ${owner}): stop it, then ${doing}.`);
    writeFileSync(lock, String(process.pid));
  }
  process.on('exit', () => rmSync(lock, { force: true }));
}
