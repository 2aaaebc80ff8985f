import type { Language } from '@/lib/i18n/languages';
import { site } from '@/lib/site';

/**
 * The group's addresses as a Bangla reader writes them: place names in Bangla, the
 * house, road and postcode numbers in Bengali digits, as a Bangla letter or newspaper
 * writes them (the English page keeps the Latin ones a courier abroad copies). Keyed
 * by the English. An address staff have changed in
 * Settings has no Bangla here and shows as written (marked English on the page).
 */
const banglaAddresses: Record<string, string> = {
  [site.addresses.corporate]: 'বাড়ি ২০, রোড ৪, গুলশান ১, ঢাকা ১২১২, বাংলাদেশ',
  [site.addresses.factory]:
    'মাসকো ইন্ডাস্ট্রিজ লিমিটেড, তেঁতুলঝোড়া, হেমায়েতপুর, সাভার, ঢাকা; কাশিমপুর, গাজীপুর ১৭৫০, বাংলাদেশ',
  'Tetuljhora, Hemayetpur, Savar, Dhaka 1340, Bangladesh':
    'তেঁতুলঝোড়া, হেমায়েতপুর, সাভার, ঢাকা ১৩৪০, বাংলাদেশ',
  [site.addresses.gazipurOffice]: 'কাশিমপুর, গাজীপুর ১৭৫০, বাংলাদেশ',
  'Konabari, Gazipur 1700, Bangladesh': 'কোনাবাড়ী, গাজীপুর ১৭০০, বাংলাদেশ',
  'Zirabo, Ashulia, Savar, Dhaka 1341, Bangladesh': 'জিরাবো, আশুলিয়া, সাভার, ঢাকা ১৩৪১, বাংলাদেশ',
};

/** An address in the page's language: its Bangla where there is one, else as written. */
export const addressIn = (lang: Language, english: string): string =>
  (lang === 'bn' && banglaAddresses[english.trim()]) || english;
