import { describe, expect, it } from 'vitest';
import { GUESSABLE_PASSWORD } from '@/lib/auth/messages';
import { newAccount, passwordChange } from './accounts';

const STRONG = 'violet kettle harbour marching';
const errorsOf = (input: Record<string, string>) => {
  const parsed = passwordChange(['nasrin.sultana@example.com', 'Nasrin Sultana']).safeParse(input);
  if (parsed.success) return {};
  // The first problem of each field, as the form shows it.
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};
const change = (fields: Partial<Record<string, string>>) => ({
  currentPassword: 'the current one, whatever it is',
  newPassword: STRONG,
  repeatPassword: STRONG,
  ...fields,
});

describe("an editor's own new password", () => {
  it('is taken when it meets the rules of a first password and is typed twice alike', () =>
    expect(errorsOf(change({}))).toEqual({}));

  it('asks for the current password', () =>
    expect(errorsOf(change({ currentPassword: '' }))).toEqual({
      currentPassword: 'Enter your current password.',
    }));

  it('has the length of a first password', () => {
    expect(errorsOf(change({ newPassword: 'short', repeatPassword: 'short' }))).toEqual({
      newPassword: 'Use at least 12 characters.',
    });
    const long = 'x'.repeat(129);
    expect(errorsOf(change({ newPassword: long, repeatPassword: long }))).toEqual({
      newPassword: 'Use at most 128 characters.',
    });
    // The same rules as an account's first password.
    const first = newAccount.safeParse({
      email: 'a@example.com',
      name: 'A',
      role: 'editor',
      password: 'short',
    });
    expect(first.error?.issues[0]?.message).toBe('Use at least 12 characters.');
  });

  it('is not guessable: not common or leaked, not the e-mail address or name', () => {
    for (const guessable of ['password1234', 'nasrin.sultana2026', 'qwertyuiop123'])
      expect(
        errorsOf(change({ newPassword: guessable, repeatPassword: guessable })),
        guessable,
      ).toEqual({ newPassword: GUESSABLE_PASSWORD });
  });

  it('differs from the current one, and is typed the same twice', () => {
    expect(errorsOf(change({ currentPassword: STRONG }))).toEqual({
      newPassword: 'Choose a password other than your current one.',
    });
    expect(errorsOf(change({ repeatPassword: `${STRONG}!` }))).toEqual({
      repeatPassword: 'This is not the same as the new password.',
    });
  });
});
