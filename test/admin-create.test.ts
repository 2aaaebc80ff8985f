import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm run admin:create` leaves no one-time token behind when no account was made. */

const run = promisify(execFile);
let refusing: Server;
let refusingUrl: string;
const tokensSeen: string[] = [];

beforeAll(async () => {
  refusing = createServer((request, response) => {
    tokensSeen.push(String(request.headers['x-operator-token']));
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ errors: { email: 'Enter a valid e-mail address.' } }));
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  refusingUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
});
afterAll(() => refusing.close());

async function adminCreate(url: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'operator-tokens-'));
  const outcome = await run(
    process.execPath,
    ['scripts/admin-create.mjs', '--email', 'ada@example.com', '--url', url],
    { env: { ...process.env, ADMIN_PASSWORD: 'a-long-enough-password', OPERATOR_TOKEN_DIR: dir } },
  ).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  return { ...outcome, left: readdirSync(dir) };
}

describe('admin:create', () => {
  it('removes its token when the site refuses the account', async () => {
    const { code, stderr, left } = await adminCreate(refusingUrl);
    expect(code).toBe(1);
    expect(stderr).toContain('400: Enter a valid e-mail address.');
    expect(tokensSeen).toHaveLength(1);
    expect(left).toEqual([]);
  });

  it('removes its token when the site cannot be reached', async () => {
    const { code, stderr, left } = await adminCreate('http://127.0.0.1:9');
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot reach the site at http://127.0.0.1:9');
    expect(left).toEqual([]);
  });
});
