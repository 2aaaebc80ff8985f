import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileCopies, READ_CHUNK_BYTES, RECHECK_MS, type FileSource } from './file-copies';

const BYTES = randomBytes(READ_CHUNK_BYTES * 3 + 1234);
const HASH = createHash('sha256').update(BYTES).digest('hex');

/** A store holding BYTES under HASH, counting what it is asked. */
function fakeStore(bytes: Buffer = BYTES) {
  const calls = { facts: 0, chunks: 0 };
  const source: FileSource = {
    async facts(hash) {
      calls.facts++;
      return hash === HASH
        ? { hash, name: 'report.pdf', mime: 'application/pdf', size: bytes.length }
        : null;
    },
    async chunk(_hash, offset, length) {
      calls.chunks++;
      await new Promise((resolve) => setImmediate(resolve));
      return bytes.subarray(offset, offset + length);
    },
  };
  return { source, calls };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'file-copies-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function readAll(copies: FileCopies, hash = HASH) {
  const opened = await copies.open(hash);
  if (!opened) return null;
  try {
    return await opened.handle.readFile();
  } finally {
    await opened.handle.close();
  }
}

describe('FileCopies', () => {
  it('makes one copy from the store in pieces, however many requests ask at once', async () => {
    const { source, calls } = fakeStore();
    const copies = new FileCopies(dir, source);
    const answers = await Promise.all(Array.from({ length: 8 }, () => readAll(copies)));
    for (const bytes of answers) expect(bytes?.equals(BYTES)).toBe(true);
    expect(calls).toEqual({ facts: 1, chunks: 4 });
    expect(readdirSync(dir)).toEqual([HASH]);
    // Later requests read the copy alone.
    expect((await readAll(copies))?.equals(BYTES)).toBe(true);
    expect(calls).toEqual({ facts: 1, chunks: 4 });
  });

  it('answers null to a file the store does not hold, and to an address that is no hash', async () => {
    const { source, calls } = fakeStore();
    const copies = new FileCopies(dir, source);
    expect(await copies.open('0'.repeat(64))).toBeNull();
    expect(await copies.open('../../etc/passwd')).toBeNull();
    expect(await copies.open(HASH.toUpperCase())).toBeNull();
    expect(calls.facts).toBe(1);
  });

  it('refuses bytes that do not match their address, leaving nothing behind', async () => {
    const damaged = Buffer.from(BYTES);
    damaged[10] = damaged[10]! ^ 0xff;
    const copies = new FileCopies(dir, fakeStore(damaged).source);
    await expect(copies.open(HASH)).rejects.toThrow(/do not match their address/);
    expect(readdirSync(dir)).toEqual([]);
    // Asked again, it tries again (a failure is not remembered).
    await expect(copies.open(HASH)).rejects.toThrow(/do not match/);
  });

  it('serves a good copy an earlier process left, and makes a damaged one again', async () => {
    writeFileSync(path.join(dir, HASH), BYTES);
    const good = fakeStore();
    expect((await readAll(new FileCopies(dir, good.source)))?.equals(BYTES)).toBe(true);
    expect(good.calls.chunks).toBe(0);

    const damaged = Buffer.from(BYTES);
    damaged[0] = damaged[0]! ^ 0xff;
    writeFileSync(path.join(dir, HASH), damaged);
    const again = fakeStore();
    expect((await readAll(new FileCopies(dir, again.source)))?.equals(BYTES)).toBe(true);
    expect(again.calls.chunks).toBe(4);
    expect(readFileSync(path.join(dir, HASH)).equals(BYTES)).toBe(true);
  });

  it('makes the copy again when it was removed from disk', async () => {
    const { source, calls } = fakeStore();
    const copies = new FileCopies(dir, source);
    await readAll(copies);
    rmSync(path.join(dir, HASH));
    expect((await readAll(copies))?.equals(BYTES)).toBe(true);
    expect(calls.chunks).toBe(8);
  });

  it('a file deleted or replaced is forgotten at once here, and within RECHECK_MS by another instance', async () => {
    const { source } = fakeStore();
    const here = new FileCopies(dir, source);
    expect(await readAll(here)).toEqual(BYTES);
    await here.forget(HASH);
    expect(readdirSync(dir)).not.toContain(HASH);

    // Another instance (its own folder) served a copy; the store then lost the file.
    const otherDir = mkdtempSync(path.join(tmpdir(), 'file-copies-other-'));
    try {
      let stored = true;
      const other = new FileCopies(otherDir, {
        ...source,
        facts: async (hash) => (stored ? source.facts(hash) : null),
      });
      expect(await readAll(other)).toEqual(BYTES);
      stored = false;
      vi.useFakeTimers({ toFake: ['Date'] });
      // Within the interval it is still served from its copy, without asking the store...
      expect(await readAll(other)).toEqual(BYTES);
      vi.setSystemTime(Date.now() + RECHECK_MS + 1);
      // ...after it, the store is asked, and the copy goes.
      expect(await readAll(other)).toBeNull();
      expect(readdirSync(otherDir)).not.toContain(HASH);
    } finally {
      vi.useRealTimers();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('tells where a replaced file went, and nothing for an address that is not a file', async () => {
    const copies = new FileCopies(dir, {
      ...fakeStore().source,
      replacement: async (hash) => (hash === HASH ? '/files/new/picture.png' : null),
    });
    expect(await copies.replacement(HASH)).toBe('/files/new/picture.png');
    expect(await copies.replacement('f'.repeat(64))).toBeNull();
    expect(await copies.replacement('../../etc')).toBeNull();
    expect(await new FileCopies(dir, fakeStore().source).replacement(HASH)).toBeNull();
  });
});
