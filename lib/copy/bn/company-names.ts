/**
 * The group's companies and units by name in Bangla (issue 49), by their registered
 * English names: a Bangla page names a company in Bangla, as the footer's address
 * does (`মাসকো ইন্ডাস্ট্রিজ লিমিটেড`), and gives the registered English name once,
 * beside it, where a buyer copies it for papers (a unit page's factory facts). The
 * README's Bangla section states the rule.
 */
const companies: Record<string, string> = {
  'Masco Industries Ltd': 'মাসকো ইন্ডাস্ট্রিজ লিমিটেড',
  'Concept Knitting Ltd': 'কনসেপ্ট নিটিং লিমিটেড',
  'Masco Cottons Ltd': 'মাসকো কটনস লিমিটেড',
  'Mascotex Ltd': 'মাসকোটেক্স লিমিটেড',
  'Tasniah Fabrics Ltd': 'তাসনিয়াহ ফ্যাব্রিকস লিমিটেড',
  'Shanta Expressions Ltd': 'শান্তা এক্সপ্রেশনস লিমিটেড',
  'MPL Wear Ltd': 'এমপিএল ওয়্যার লিমিটেড',
  'Masco Composite Knit Garments Ltd': 'মাসকো কম্পোজিট নিট গার্মেন্টস লিমিটেড',
  'Masco Exports Ltd': 'মাসকো এক্সপোর্টস লিমিটেড',
  'Masco Printing & Embroidery Ltd': 'মাসকো প্রিন্টিং অ্যান্ড এমব্রয়ডারি লিমিটেড',
  'Masco Picasso Ltd': 'মাসকো পিকাসো লিমিটেড',
  'Masco Threads': 'মাসকো থ্রেডস',
  'Masco Sample & CAD Section': 'মাসকো স্যাম্পল ও ক্যাড সেকশন',
};

/** The unit after a company's name (`Masco Industries Ltd — Knitting`). */
const units: Record<string, string> = {
  'Yarn Dyeing': 'ইয়ার্ন ডাইং',
  'Sewing Thread Unit': 'সেলাইয়ের সুতার ইউনিট',
  Knitting: 'নিটিং',
  Dyeing: 'ডাইং',
  'Garments Unit 1': 'গার্মেন্টস ইউনিট ১',
  Washing: 'ওয়াশিং',
};

const SEPARATOR = ' — ';

/**
 * A company's or unit's name in Bangla, from its registered English name; a name
 * this list does not know (one staff typed into a record) as it is, which the page
 * then marks English.
 */
export function companyNameBn(english: string): string {
  const [company = '', unit] = english.split(SEPARATOR);
  const bangla = companies[company];
  if (!bangla) return english;
  if (unit === undefined) return bangla;
  const unitBn = units[unit];
  return unitBn ? `${bangla}${SEPARATOR}${unitBn}` : english;
}

/** The registered name of a unit's company (`Masco Industries Ltd` of `Masco Industries Ltd — Knitting`). */
export const registeredName = (english: string): string => english.split(SEPARATOR)[0] ?? english;

/** A company's name as a page in `lang` shows it (a table's unit column): Bangla on a Bangla page. */
export const companyNameIn = (lang: 'en' | 'bn', english: string): string =>
  lang === 'bn' ? companyNameBn(english) : english;
