// The command side of lib/admin/operator-token.ts: a one-time token for the
// running server, written as its digest's file in the site's directory (so only
// someone on the server's machine can make one). Valid for ten minutes, once.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const tokenDir = () => process.env.OPERATOR_TOKEN_DIR || '.data/operator-tokens';
const digestOf = (token) => createHash('sha256').update(token).digest('hex');

export function newOperatorToken(dir = tokenDir()) {
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(path.join(dir, digestOf(token)), '', { mode: 0o600 });
  return token;
}

/** A token the server did not take (it was not reached, or refused the request) is not left lying about. */
export function forgetOperatorToken(token, dir = tokenDir()) {
  rmSync(path.join(dir, digestOf(token)), { force: true });
}
