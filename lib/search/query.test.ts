import { describe, expect, it } from 'vitest';
import {
  COMMON_WORD_MIN_DOCUMENTS,
  COMMON_WORD_SHARE,
  isTooCommon,
  withoutCommonWords,
  correctedText,
  MAX_QUERY_LENGTH,
  MAX_TERMS,
  MAX_WORD_LENGTH,
  neighbourPhrases,
  oneTypoVariants,
  parseQuery,
  queryText,
  searchedText,
  termLabel,
  searchBangla,
  wordsOf,
} from './query';
import { withinOneTypo } from './typos';

describe('parseQuery', () => {
  it('reads words, lower case, the last one as a prefix', () => {
    expect(parseQuery('Organic Cotton')).toEqual({
      text: 'Organic Cotton',
      terms: [
        { type: 'word', word: 'organic', prefix: false },
        { type: 'word', word: 'cotton', prefix: true },
      ],
      excluded: [],
    });
  });

  it('does not complete a last word followed by a space or a quote', () => {
    expect(parseQuery('cotton ').terms).toEqual([{ type: 'word', word: 'cotton', prefix: false }]);
    // A quoted word is searched for as it is: no completion, no typo forgiven.
    expect(parseQuery('"cotton"').terms).toEqual([
      { type: 'word', word: 'cotton', prefix: false, exact: true },
    ]);
  });

  it('reads phrases in any kind of double quote', () => {
    for (const q of [
      '"organic cotton"',
      '“organic cotton”',
      '«organic cotton»',
      '„organic cotton“',
    ]) {
      expect(parseQuery(q).terms).toEqual([{ type: 'phrase', words: ['organic', 'cotton'] }]);
    }
  });

  it('reads an unclosed quote as plain words', () => {
    expect(parseQuery('"organic cotton').terms.map((t) => t.type)).toEqual(['word', 'word']);
  });

  it('excludes -words, and keeps hyphenated words together as a phrase', () => {
    expect(parseQuery('cotton -polyester t-shirt')).toMatchObject({
      terms: [
        { type: 'word', word: 'cotton' },
        { type: 'phrase', words: ['t', 'shirt'] },
      ],
      excluded: ['polyester'],
    });
  });

  it('keeps only letters and digits: SQL, tsquery and markup are separators', () => {
    const words = (q: string) =>
      parseQuery(q).terms.flatMap((t) => (t.type === 'word' ? [t.word] : t.words));
    expect(words("'; drop table x; --")).toEqual(['drop', 'table', 'x']);
    expect(words('knit:* & !cotton | (a <-> b)')).toEqual(['knit', 'cotton', 'a', 'b']);
    expect(words('<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script']);
    expect(parseQuery('!!! & | <-> :* ---').terms).toEqual([]);
  });

  it('drops control characters, first value of a list, bounds everything', () => {
    expect(queryText('a\u0000b\u0001c\u200bd')).toBe('a b c d');
    expect(queryText(['first', 'second'])).toBe('first');
    expect(queryText(undefined)).toBe('');
    expect([...queryText('é'.repeat(5000))]).toHaveLength(MAX_QUERY_LENGTH);
    expect(parseQuery('w '.repeat(50)).terms).toHaveLength(MAX_TERMS);
    const [term] = parseQuery('x'.repeat(500)).terms;
    expect(term?.type === 'word' && term.word.length).toBe(MAX_WORD_LENGTH);
  });

  it('writes a corrected query back', () => {
    const query = parseQuery('kniting "dyeing unit" -sewng');
    expect(correctedText(query, { kniting: 'knitting', unit: 'units' })).toBe(
      'knitting "dyeing units" -sewng',
    );
  });

  it('keeps a Bangla word whole, its vowel signs with it (issue 46)', () => {
    expect(wordsOf('চাকরি ঢাকা')).toEqual(['চাকরি', 'ঢাকা']);
    expect(parseQuery('চাকরি ').terms).toEqual([{ type: 'word', word: 'চাকরি', prefix: false }]);
    expect(wordsOf('কর্মী')).toEqual(['কর্মী']);
  });

  it('names a term as the visitor typed it, not as normalised for matching (issue 46)', () => {
    const query = parseQuery('Dairy, ZEBRA "Organic Cotton" t-shirt ｊｏｂ');
    expect(query.terms.map((t) => termLabel(t, query.text))).toEqual([
      'Dairy',
      'ZEBRA',
      '"Organic Cotton"',
      't-shirt',
      'ｊｏｂ',
    ]);
    expect(searchedText(query, null, ['ZEBRA', 't-shirt'])).toBe('Dairy "Organic Cotton" ｊｏｂ');
    expect(searchedText(query, { zebra: 'zebras' }, [])).toBe(
      'Dairy zebras "Organic Cotton" t-shirt ｊｏｂ',
    );
    expect(searchedText(query, null, [])).toBe(query.text);
  });

  it('finds the words beside a word, across stop words', () => {
    const query = parseQuery('flat for rent now');
    const stop = (w: string) => w === 'for';
    expect(neighbourPhrases(query, 2, stop)).toEqual({
      before: ['flat', 'for'],
      after: ['now'],
    });
    expect(neighbourPhrases(query, 0, stop)).toEqual({ before: null, after: ['for', 'rent'] });
  });
});

describe('Bangla words (issue 49)', () => {
  it('are never split at a combining mark: vowel signs, hasanta, nukta, chandrabindu stay in the word', () => {
    expect(wordsOf('মাস্টার খুঁজছেন কাপড়ের কার্যক্রম, ডাইং।')).toEqual([
      'মাস্টার',
      'খুঁজছেন',
      'কাপড়ের',
      'কার্যক্রম',
      'ডাইং',
    ]);
  });

  it('lose the zero-width joiner and non-joiner, never split at them, and are read in one normal form', () => {
    expect(wordsOf('র\u200d্যাব চাক\u200cরি')).toEqual(['র্যাব', 'চাকরি']);
    expect(queryText('চাক\u200cরি')).toBe('চাকরি');
    // য় typed as one code point (U+09DF) or as য + nukta; ো as one or as its two signs.
    expect(wordsOf('নি\u09df\u09cbগ')).toEqual(wordsOf('নি\u09af\u09bc\u09c7\u09beগ'));
    expect(searchBangla('নি\u09df\u09c7\u09beগ\u200c')).toBe('নি\u09af\u09bc\u09cbগ');
  });

  it('have their one-typo spellings in Bengali letters and signs: a vowel sign changed or left out', () => {
    const variants = oneTypoVariants('চাকরী');
    expect(variants).toContain('চাকরি');
    expect(variants).toContain('চকরী');
    expect(variants.every((v) => /^[\u0980-\u09ff]+$/.test(v))).toBe(true);
    expect(withinOneTypo('ওয়শিং', 'ওয়াশিং')).toBe(true);
    expect(oneTypoVariants('knitng')).not.toContain('knitিng');
  });
});

describe('words in most documents (issue 46)', () => {
  const common = (word: string) => word === 'masco';
  const known = (word: string) => word !== 'zebraword';
  const words = (q: string) =>
    withoutCommonWords(parseQuery(q), common, known).terms.map((t) =>
      t.type === 'word' ? t.word : t.words.join(' '),
    );

  it('are too common past half the documents, and only in a store of some size', () => {
    expect(COMMON_WORD_SHARE).toBe(0.5);
    expect(isTooCommon(51, 100)).toBe(true);
    expect(isTooCommon(50, 100)).toBe(false);
    expect(isTooCommon(COMMON_WORD_MIN_DOCUMENTS - 1, COMMON_WORD_MIN_DOCUMENTS - 1)).toBe(false);
    expect(isTooCommon(COMMON_WORD_MIN_DOCUMENTS, COMMON_WORD_MIN_DOCUMENTS)).toBe(true);
  });

  it('are left out as stop words are, when another word is one the site has', () => {
    expect(words('work at masco ')).toEqual(['work', 'at']);
    expect(words('masco "knit fabric" ')).toEqual(['knit fabric']);
    // Alone, or beside words the site lacks, or quoted: kept.
    expect(words('masco ')).toEqual(['masco']);
    expect(words('masco zebraword ')).toEqual(['masco', 'zebraword']);
    expect(words('"masco" school ')).toEqual(['masco', 'school']);
    // The text shown back is the query as typed.
    expect(withoutCommonWords(parseQuery('work at masco'), common, known).text).toBe(
      'work at masco',
    );
  });
});
