import type { Language } from '@/lib/i18n/languages';
import { site } from '@/lib/site';

/**
 * The group's addresses as a Bangla reader writes them: place names in Bangla, the
 * numbers a courier copies (house, road, postcode) as written in English, by the
 * README's digit rule. Keyed by the English. An address staff have changed in
 * Settings has no Bangla here and shows as written (marked English on the page).
 */
const banglaAddresses: Record<string, string> = {
  [site.addresses.corporate]: 'বাড়ি 20, রোড 4, গুলশান 1, ঢাকা 1212, বাংলাদেশ',
  [site.addresses.factory]:
    'মাসকো ইন্ডাস্ট্রিজ লিমিটেড, তেঁতুলঝোড়া, হেমায়েতপুর, সাভার, ঢাকা; কাশিমপুর, গাজীপুর 1750, বাংলাদেশ',
  'Tetuljhora, Hemayetpur, Savar, Dhaka 1340, Bangladesh':
    'তেঁতুলঝোড়া, হেমায়েতপুর, সাভার, ঢাকা 1340, বাংলাদেশ',
  [site.addresses.gazipurOffice]: 'কাশিমপুর, গাজীপুর 1750, বাংলাদেশ',
  'Konabari, Gazipur 1700, Bangladesh': 'কোনাবাড়ী, গাজীপুর 1700, বাংলাদেশ',
  'Zirabo, Ashulia, Savar, Dhaka 1341, Bangladesh': 'জিরাবো, আশুলিয়া, সাভার, ঢাকা 1341, বাংলাদেশ',
};

/** An address in the page's language: its Bangla where there is one, else as written. */
export const addressIn = (lang: Language, english: string): string =>
  (lang === 'bn' && banglaAddresses[english.trim()]) || english;
