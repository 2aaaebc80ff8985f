import { describe, expect, it } from 'vitest';
import { wordsOf } from './query';
import { SAME_WORDS } from './synonyms';
import { banglaStem, bengaliDigits, latinDigits, wordForms } from './word-forms';

/** A word as a visitor's query reaches the engines (NFKC, lower case). */
const typed = (text: string) => wordsOf(text)[0]!;

describe('digits', () => {
  it('are one number in Bengali and Latin script', () => {
    expect(latinDigits('২০২৭')).toBe('2027');
    expect(bengaliDigits('2027')).toBe('২০২৭');
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(wordForms(typed('২০২৭'))).toEqual(['2027']);
    expect(wordForms(typed('2027'))).toEqual(['২০২৭']);
    // Letters stay as they are: 'iso9001' is 'iso৯০০১' too.
    expect(wordForms('iso9001')).toEqual(['iso৯০০১']);
  });
});

describe('Bangla endings', () => {
  it('are taken off the common case and number endings', () => {
    const stems: [string, string][] = [
      ['স্কুলের', 'স্কুল'], // -এর after a consonant
      ['স্কুলে', 'স্কুল'], // -এ
      ['কারখানায়', 'কারখানা'], // -য় after a vowel
      ['কারখানার', 'কারখানা'], // -র after a vowel
      ['কারখানাতে', 'কারখানা'], // -তে
      ['শ্রমিককে', 'শ্রমিক'], // -কে
      ['শ্রমিকদের', 'শ্রমিক'], // -দের
      ['মেশিনগুলো', 'মেশিন'], // -গুলো
      ['মেশিনটি', 'মেশিন'], // -টি
      ['মেশিনটা', 'মেশিন'], // -টা
      ['চাকরির', 'চাকরি'],
      ['ডাইংয়ের', 'ডাইং'], // -য়ের after ং
      ['নিটিংয়ে', 'নিটিং'], // -য়ে
    ];
    for (const [word, stem] of stems) expect(banglaStem(typed(word)), word).toBe(typed(stem));
  });

  it('are not taken off where they belong to the word', () => {
    // -র and -য় follow a vowel sign only; -এর a consonant; a stem keeps two letters.
    for (const word of ['খবর', 'সময়', 'বিষয়', 'মাটি', 'তার', 'চাকরি', 'স্কুল', 'dyeing'])
      expect(banglaStem(typed(word)), word).toBeNull();
  });
});

describe('the same words', () => {
  it('are each spelling of a line, both ways', () => {
    expect(wordForms(typed('ডায়িং'))).toEqual(
      expect.arrayContaining([typed('ডাইং'), typed('ডাইয়িং'), 'dyeing']),
    );
    expect(wordForms('dyeing')).toEqual(expect.arrayContaining([typed('ডায়িং')]));
    expect(wordForms(typed('এম্ব্রয়ডারি'))).toContain(typed('এমব্রয়ডারি'));
    expect(wordForms(typed('সুইং'))).toEqual(expect.arrayContaining([typed('সেলাই'), 'sewing']));
    expect(wordForms(typed('কাশিমপুর'))).toContain('kashimpur');
    expect(wordForms(typed('ইটিপি'))).toContain('etp');
    expect(wordForms(typed('হেল্পার'))).toContain('helper');
    for (const word of ['চাকরি', 'চাকুরি', 'নিয়োগ', 'job', 'vacancy'])
      expect(wordForms(typed(word)), word).toEqual(
        expect.arrayContaining(['job', 'vacancy', typed('পদ')].filter((w) => w !== typed(word))),
      );
    // An inflected word: its stem and the stem's line ('ডাইংয়ের' is 'ডাইং', 'dyeing').
    expect(wordForms(typed('ডাইংয়ের'))).toEqual(
      expect.arrayContaining([typed('ডাইং'), typed('ডায়িং'), 'dyeing']),
    );
    expect(wordForms(typed('নিটিংয়ে'))).toEqual(
      expect.arrayContaining([typed('নিটিং'), 'knitting']),
    );
  });

  it('are one word each, as typed words are read', () => {
    for (const line of SAME_WORDS)
      for (const word of line) expect(wordsOf(word), word).toEqual([typed(word)]);
    expect(wordForms('knitwear')).toEqual([]);
  });
});
