import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeOperatorToken, tokenFile, TOKEN_LIFETIME_MS } from './operator-token';

const dir = mkdtempSync(path.join(tmpdir(), 'operator-tokens-'));
const newToken = () => {
  const token = randomBytes(32).toString('base64url');
  writeFileSync(tokenFile(token, dir), '');
  return token;
};

describe('one-time operator tokens', () => {
  it('accepts a token whose file the command wrote, once', async () => {
    const token = newToken();
    expect(await takeOperatorToken(token, dir)).toBe(true);
    expect(existsSync(tokenFile(token, dir))).toBe(false);
    expect(await takeOperatorToken(token, dir)).toBe(false);
  });

  it('gives two requests racing with one token one acceptance', async () => {
    const token = newToken();
    const answers = await Promise.all([1, 2, 3, 4].map(() => takeOperatorToken(token, dir)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a token without a file, a malformed one, and one older than ten minutes', async () => {
    expect(await takeOperatorToken(randomBytes(32).toString('base64url'), dir)).toBe(false);
    expect(await takeOperatorToken('../../etc/passwd', dir)).toBe(false);
    expect(await takeOperatorToken('', dir)).toBe(false);
    const old = newToken();
    const then = (Date.now() - TOKEN_LIFETIME_MS - 1_000) / 1000;
    utimesSync(tokenFile(old, dir), then, then);
    expect(await takeOperatorToken(old, dir)).toBe(false);
    expect(existsSync(tokenFile(old, dir)), 'a stale token is removed too').toBe(false);
  });
});
