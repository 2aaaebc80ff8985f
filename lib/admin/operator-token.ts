import 'server-only';
import { createHash } from 'node:crypto';
import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * One-time tokens of the operator's commands (`npm run admin:create`), which run on
 * the server's own machine: the command writes a random token's digest as a file
 * here and sends the token; the server takes the file away as it accepts the token.
 * So only someone who can write into the site's directory can use one, once, within
 * TOKEN_LIFETIME_MS, and no secret that travels over the network opens this door.
 */
export const OPERATOR_TOKEN_DIR = '.data/operator-tokens';
export const TOKEN_LIFETIME_MS = 10 * 60_000;

const tokenShape = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

export const tokenFile = (token: string, dir = OPERATOR_TOKEN_DIR) =>
  path.resolve(dir, createHash('sha256').update(token).digest('hex'));

/** True once for a token whose file the operator's command wrote in the last ten minutes. */
export async function takeOperatorToken(
  token: string,
  dir = process.env.OPERATOR_TOKEN_DIR || OPERATOR_TOKEN_DIR,
  now = Date.now(),
): Promise<boolean> {
  if (!tokenShape.test(token)) return false;
  const file = tokenFile(token, dir);
  try {
    // A run-time directory, not a file of the build: nothing for the tracer to follow.
    const { mtimeMs } = await stat(/*turbopackIgnore: true*/ file);
    // Removing it is the taking: of two requests with one token, one removes it.
    await unlink(/*turbopackIgnore: true*/ file);
    return now - mtimeMs <= TOKEN_LIFETIME_MS;
  } catch {
    return false;
  }
}
