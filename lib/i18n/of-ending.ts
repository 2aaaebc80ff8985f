import type { Language } from './languages';

const VOWEL_END = /[\u0985-\u0994\u09BE-\u09CC\u09D7]$/u;
const CONSONANT_END = /[\u0995-\u09B9\u09DC-\u09DF]$/u;

/**
 * What a Bangla sentence puts after a name to say "of" (the সম্বন্ধ পদ): র after a
 * vowel (চৌধুরীর), ের after a consonant (রহমানের), -এর after anything else (a name
 * in Latin letters, a hasanta). English sentences say "by": nothing.
 */
export function ofEnding(name: string, lang: Language): string {
  if (lang !== 'bn') return '';
  const trimmed = name.trim();
  if (VOWEL_END.test(trimmed)) return 'র';
  if (CONSONANT_END.test(trimmed)) return 'ের';
  return '-এর';
}
