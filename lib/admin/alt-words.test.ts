import { describe, expect, it } from 'vitest';
import { CHOOSE_ALT, CHOOSE_ONE } from './alt-words';

describe('the alt-text question’s words', () => {
  it('asks to choose between its round buttons, never to tick them', () => {
    for (const words of [CHOOSE_ALT, CHOOSE_ONE]) expect(words).not.toMatch(/\btick/i);
    expect(CHOOSE_ONE).toBe(
      'Nothing was chosen: choose “The one it has” or “Yours”, then save the choice again.',
    );
  });
});
