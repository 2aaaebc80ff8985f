/** The longest address an article may have (blogPostInput's limit). */
export const MAX_SLUG = 120;

// Bengali letters in Latin, as Bangladeshi newspapers write their addresses
// ("বাংলা" → "bangla"): a consonant carries the vowel "a" unless a vowel sign,
// a virama or the end of the word follows it. Close enough to read and to type.
const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  '\u09DC': 'r',
  '\u09DD': 'rh',
  '\u09DF': 'y',
};
const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};
const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};
const SIGNS: Record<string, string> = { ৎ: 't', 'ং': 'ng', 'ঃ': 'h', 'ঁ': '' };
const VIRAMA = '্';

/** Bengali script in Latin letters ("বাংলা শিরোনাম" → "bangla shironam"); anything else as it is. */
export function banglaInLatin(text: string): string {
  // ড়, ঢ় and য় as one letter each, however they were typed (with the nukta or without).
  const letters = [
    ...text
      .normalize('NFC')
      .replace(/([ডঢয])\u09BC/g, (_, c: string) => ({ ড: '\u09DC', ঢ: '\u09DD', য: '\u09DF' })[c]!),
  ];
  let out = '';
  letters.forEach((letter, i) => {
    const next = letters[i + 1] ?? '';
    const digit = letter.charCodeAt(0) - 0x09e6;
    if (digit >= 0 && digit <= 9) out += String(digit);
    else if (letter in CONSONANTS) {
      // য after a virama is the "y" of a conjunct (ব্যবসা → byabosa).
      out += letters[i - 1] === VIRAMA && letter === 'য' ? 'y' : CONSONANTS[letter];
      // No vowel of its own before a vowel sign or a virama, nor at the end of a word.
      if (!(next in VOWEL_SIGNS) && next !== VIRAMA && /[\u0980-\u09FF]/.test(next)) out += 'a';
    } else
      out +=
        VOWELS[letter] ?? VOWEL_SIGNS[letter] ?? SIGNS[letter] ?? (letter === VIRAMA ? '' : letter);
  });
  return out;
}

/**
 * An address made from a title: lowercase letters and digits joined by single
 * hyphens, accents taken off ("Café au lait" → "cafe-au-lait") and Bengali in
 * Latin letters ("বাংলা শিরোনাম" → "bangla-shironam"), cut at a word within
 * MAX_SLUG; '' when the title has no letters or digits.
 */
export function slugFromTitle(title: string): string {
  const words = banglaInLatin(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, MAX_SLUG);
}

/** Where an article's page is, as its form says before it is saved. */
export function addressWords(slug: string, isNew: boolean): string {
  if (!slug) return 'Address on the site: made from the title when you save.';
  const path = `/blogs/details/${slug}`;
  // A new article's address made from its title takes -2, -3… when another article has it.
  return isNew
    ? `Address on the site: ${path} (or ${path}-2 if another article has it).`
    : `Address on the site: ${path}`;
}
