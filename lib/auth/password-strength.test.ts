import { describe, expect, it } from 'vitest';
import { isGuessablePassword, MIN_PASSWORD_SCORE } from './password-strength';

describe('guessable passwords (zxcvbn, no network)', () => {
  it('asks for a score of 3: 10^8 guesses', () => expect(MIN_PASSWORD_SCORE).toBe(3));

  it('refuses common and leaked passwords and simple patterns of 12 characters or more', () => {
    for (const password of [
      'password1234',
      '123456789012',
      'qwertyuiopas',
      'iloveyou1234',
      'Bangladesh2026',
      'aaaaaaaaaaaa',
    ])
      expect(isGuessablePassword(password), password).toBe(true);
  });

  it('counts the account’s own e-mail address and name as words an attacker knows', () => {
    expect(isGuessablePassword('rahim.uddin2024', [])).toBe(false);
    expect(
      isGuessablePassword('rahim.uddin2024', ['rahim.uddin@masco.example', 'Rahim Uddin']),
    ).toBe(true);
  });

  it('accepts long passphrases and random passwords', () => {
    for (const password of [
      'a-long-enough-test-password',
      'correct horse battery staple',
      'sunflower-river-7',
      'Tr0ub4dor&3xyz',
    ])
      expect(isGuessablePassword(password), password).toBe(false);
  });
});
