import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

export { GUESSABLE_PASSWORD } from './messages';

/**
 * zxcvbn's score, 0 to 4: 3 means at least 10^8 guesses, what its authors and
 * OWASP ASVS (V2.1.7, V2.1.8) ask of a password an attacker may try offline.
 * The dictionaries (about 30,000 passwords from public breaches, names, words
 * and keyboard patterns) ship in the package: no password leaves the server.
 */
export const MIN_PASSWORD_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

/** True when the password is common, leaked or a simple pattern (the e-mail address and name count as known words). */
export function isGuessablePassword(password: string, knownWords: string[] = []): boolean {
  checker ??= new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
  });
  // Each whole (an e-mail's local part too) and each of its words.
  const words = knownWords.flatMap((known) => {
    const whole = known.toLowerCase().split('@')[0]!;
    return [whole, ...whole.split(/[^\p{L}\p{N}]+/u)];
  });
  const score = checker.check(
    password,
    words.filter((word) => word.length >= 3),
  ).score;
  return score < MIN_PASSWORD_SCORE;
}
