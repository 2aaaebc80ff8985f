// The command side of lib/admin/operator-token.ts: a one-time token for the
// running server, written as its digest's file in the site's directory (so only
// someone on the server's machine can make one). Valid for ten minutes, once.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function newOperatorToken(dir = process.env.OPERATOR_TOKEN_DIR || '.data/operator-tokens') {
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const digest = createHash('sha256').update(token).digest('hex');
  writeFileSync(path.join(dir, digest), '', { mode: 0o600 });
  return token;
}
