/**
 * The words visitors use for the site's pages: "jobs, vacancy, hiring → career".
 * Each page is indexed with its navigation label, its title and these words (a
 * field of its own, weighted as the title, never shown), by both engines: the
 * store's full-text search and the in-memory index beside an upstream CMS. The
 * defaults are here; on the store, staff add lines of their own in the editing
 * area (lib/search/staff-synonyms.ts; with an upstream CMS there is no editing
 * area). Plain data only (no server-only), so both engines and the tests read it.
 */

/** One line of the list: these words lead to that page (a site path). */
export type Synonym = { words: string[]; page: string };

/** Staff add at most this many lines, of this many words, each at most MAX_SYNONYM_LENGTH. */
export const MAX_SYNONYMS = 200;
export const MAX_SYNONYM_WORDS = 30;
export const MAX_SYNONYM_LENGTH = 60;

/** The list as shipped: how buyers, job seekers and the public name each page. */
// prettier-ignore
export const DEFAULT_SYNONYMS: readonly Synonym[] = [
  { page: '/', words: ['home', 'homepage', 'main page', 'start page', 'knit garment manufacturer', 'garment manufacturer', 'manufacturer', 'garment exporter', 'apparel manufacturer'] },
  { page: '/masco-at-a-glance', words: ['about', 'about us', 'company', 'company overview', 'company profile', 'overview', 'profile', 'who we are', 'history', 'facts and figures', 'production capacity', 'monthly capacity', 'knit garment manufacturer', 'garment manufacturer', 'manufacturer', 'how many workers', 'how many employees', 'workforce', 'employees', 'staff', 'number of workers'] },
  { page: '/awards', words: ['awards', 'achievements', 'recognition', 'prizes', 'honours', 'honors'] },
  { page: '/management-message', words: ['management', 'chairman', 'managing director', 'md', 'ceo', 'leadership', 'board of directors', 'founder'] },
  { page: '/clients-logo', words: ['clients', 'buyers', 'brands', 'customers', 'retailers', 'who we make for', 'client list', 'brands we work with', 'who we work with', 'partners'] },
  { page: '/yarn-dyeing', words: ['yarn dyeing', 'yarn dye', 'dyed yarn', 'stripes'] },
  { page: '/dyeing', words: ['dyeing', 'dye house', 'dyehouse', 'fabric dyeing', 'colour', 'color'] },
  { page: '/washing', words: ['washing', 'washing plant', 'laundry', 'garment wash', 'wash'] },
  { page: '/sewing-thread', words: ['sewing thread', 'thread', 'threads', 'thread count', 'yarn count', 'denier', 'deniers', 'thread supplier', 'thread manufacturer', 'supplier'] },
  { page: '/sewing', words: ['sewing', 'stitching', 'garment making', 'cut and sew', 'garment factory'] },
  { page: '/fabric-r&d', words: ['fabric research', 'research and development', 'r and d', 'rnd', 'fabric development', 'innovation lab'] },
  { page: '/knitting', words: ['knitting', 'knitwear', 'knit', 'knits', 'knitted fabric', 'knit fabric', 'fabric production', 'fabric manufacturing', 'circular knitting'] },
  { page: '/printing-embroidery', words: ['printing', 'print', 'prints', 'screen print', 'embroidery'] },
  { page: '/design-hub', words: ['design', 'designers', 'design team', 'design studio', 'product development', 'trends'] },
  { page: '/masco-cricket-academy', words: ['cricket', 'cricket academy', 'sports', 'academy'] },
  { page: '/masco-school', words: ['school', 'education', 'students', 'teachers'] },
  { page: '/masco-dairy-firm', words: ['dairy', 'dairy farm', 'farm', 'milk', 'cows', 'cattle'] },
  { page: '/masminu-motors', words: ['motors', 'motorcycle', 'motorbike', 'bike', 'bikes', 'showroom', 'dealer', 'two wheeler'] },
  { page: '/masco-properties', words: ['properties', 'property', 'real estate', 'apartments', 'apartment', 'flat', 'flats', 'land', 'housing'] },
  { page: '/masco-share&security', words: ['shares', 'stock', 'stocks', 'securities', 'brokerage', 'broker', 'stock market', 'investment'] },
  { page: '/sustainability', words: ['sustainability', 'sustainable', 'green', 'environment', 'eco friendly', 'csr', 'esg', 'certificates', 'certifications', 'certified', 'iso', 'wrap', 'accord', 'smeta', 'oeko-tex', 'gots', 'bsci', 'sedex', 'audit'] },
  { page: '/career', words: ['career', 'careers', 'jobs', 'job', 'vacancy', 'vacancies', 'hiring', 'recruitment', 'openings', 'employment', 'work', 'work with us', 'apply', 'cv', 'resume', 'job circular', 'circular', 'salary', 'internship', 'internships', 'intern', 'trainee', 'apprenticeship', 'operator', 'sewing operator', 'machine operator', 'quality controller', 'quality control', 'qc'] },
  { page: '/contact-us', words: ['contact', 'phone', 'phone number', 'telephone', 'call', 'email', 'e-mail', 'address', 'office address', 'location', 'map', 'directions', 'hotline', 'get in touch'] },
  { page: '/green-tour', words: ['green tour', 'factory tour', 'factory visit', 'visit', 'tour', 'green building'] },
  { page: '/media', words: ['media', 'news', 'press', 'newsroom', 'press release'] },
  { page: '/publications', words: ['publications', 'reports', 'brochure', 'brochures', 'downloads', 'pdf'] },
  { page: '/blogs', words: ['blog', 'blogs', 'articles', 'stories', 'posts', 'insights'] },
  { page: '/blogs/video', words: ['videos', 'video', 'watch', 'films', 'youtube'] },
];

/**
 * The words Bangla readers use for the pages, for /bn/search (issue 49): beside each
 * page's Bangla navigation label, as a job seeker or a neighbour would type them.
 */
// prettier-ignore
export const BANGLA_SYNONYMS: readonly Synonym[] = [
  { page: '/', words: ['প্রথম পাতা', 'হোম', 'মূল পাতা'] },
  { page: '/masco-at-a-glance', words: ['আমাদের কথা', 'পরিচিতি', 'কোম্পানি', 'প্রতিষ্ঠান', 'শ্রমিক', 'কর্মী', 'জনবল', 'সক্ষমতা'] },
  { page: '/management-message', words: ['চেয়ারম্যান', 'ব্যবস্থাপনা', 'পরিচালক', 'এমডি'] },
  { page: '/clients-logo', words: ['ক্রেতা', 'বায়ার', 'ব্র্যান্ড'] },
  { page: '/knitting', words: ['বুনন', 'নিট'] },
  { page: '/yarn-dyeing', words: ['সুতা রং', 'সুতা রঙ', 'সুতার রং'] },
  { page: '/dyeing', words: ['রং', 'রঙ', 'ডাই', 'ডাইং', 'কাপড় রং'] },
  { page: '/sewing', words: ['সেলাই', 'দর্জি'] },
  { page: '/masco-dairy-firm', words: ['দুধ', 'গরু', 'খামার', 'ডেইরি'] },
  { page: '/masco-school', words: ['স্কুল', 'বিদ্যালয়', 'পড়াশোনা', 'শিক্ষা'] },
  { page: '/masco-cricket-academy', words: ['ক্রিকেট', 'খেলা', 'একাডেমি'] },
  { page: '/masminu-motors', words: ['মোটরসাইকেল', 'বাইক', 'শোরুম'] },
  { page: '/masco-properties', words: ['ফ্ল্যাট', 'জমি', 'অ্যাপার্টমেন্ট', 'বাড়ি'] },
  { page: '/sustainability', words: ['পরিবেশ', 'সবুজ', 'সনদ'] },
  { page: '/career', words: ['চাকরি', 'চাকুরি', 'চাকরির খবর', 'নিয়োগ', 'নিয়োগ বিজ্ঞপ্তি', 'শূন্য পদ', 'কাজ', 'আবেদন', 'বেতন', 'অপারেটর'] },
  { page: '/contact-us', words: ['যোগাযোগ', 'ঠিকানা', 'ফোন', 'মোবাইল', 'ইমেইল', 'অফিস'] },
  { page: '/media', words: ['খবর', 'সংবাদ', 'মিডিয়া'] },
  { page: '/blogs', words: ['ব্লগ', 'লেখা', 'প্রবন্ধ'] },
  { page: '/blogs/video', words: ['ভিডিও'] },
];

/**
 * Words that are one word to search (both engines, both languages): the common
 * Bangla spellings of the units' loanwords, the Bangla spelling of the site's
 * English names, places and job titles (an English-only page is found by them on
 * /bn/search), and the job seeker's words that name a job post. A query's word
 * also searches for the others of its line (lib/search/word-forms.ts), never
 * changing what it is shown as. One word per entry, as a visitor types it.
 */
// prettier-ignore
export const SAME_WORDS: readonly (readonly string[])[] = [
  // The units, as Bangla writes their English names.
  ['ডাইং', 'ডায়িং', 'ডাইয়িং', 'dyeing'],
  ['নিটিং', 'নীটিং', 'knitting'],
  ['প্রিন্টিং', 'প্রিন্ট', 'printing'],
  ['এমব্রয়ডারি', 'এম্ব্রয়ডারি', 'এমব্রয়ডারী', 'embroidery'],
  ['ওয়াশিং', 'ওয়াসিং', 'washing'],
  ['সুইং', 'সেলাই', 'sewing'],
  // A trend, as a reader types it and as the site's Bangla writes it (the blog's
  // 'Trends' is 'নতুন ধারা'; the SS27 article says ধারা, never ট্রেন্ড).
  ['ট্রেন্ড', 'ধারা', 'trend'],
  // Places and buildings the pages name (the addresses in English, the properties'
  // table in both), in their common Bangla spellings: known words, never read as others.
  ['কাশিমপুর', 'কাশেমপুর', 'kashimpur'],
  ['গাজীপুর', 'গাজিপুর', 'gazipur'],
  ['কোনাবাড়ি', 'কোনাবাড়ী', 'konabari'],
  ['সাভার', 'savar'],
  ['হেমায়েতপুর', 'হেমায়তপুর', 'হেমায়েতপুর', 'hemayetpur'],
  ['তেঁতুলঝোড়া', 'তেতুলঝোড়া', 'tetuljhora'],
  ['আশুলিয়া', 'ashulia'],
  ['জিরাবো', 'zirabo'],
  ['গুলশান', 'gulshan'],
  ['উত্তরা', 'uttara'],
  ['বসুন্ধরা', 'বসুন্ধারা', 'bashundhara', 'basundhara'],
  ['তেজগাঁও', 'তেজগাও', 'tejgaon'],
  ['ঢাকা', 'dhaka'],
  ['টাওয়ার', 'tower'],
  // Job titles and the plant they are named after.
  ['ইটিপি', 'etp'],
  ['হেল্পার', 'helper'],
  ['অপারেটর', 'operator'],
  ['সুপারভাইজার', 'supervisor'],
  ['ইঞ্জিনিয়ার', 'engineer'],
  ['টেকনিশিয়ান', 'technician'],
  // One stem in English ('merchandis'): the Bangla career copy says মার্চেন্ডাইজিং.
  ['মার্চেন্ডাইজার', 'মার্চেন্ডাইজিং', 'merchandiser', 'merchandising'],
  // A job post: what a job seeker calls it, and what its summary says ('শূন্য পদ', 'Vacancy').
  // চাকরী, চাকুরি and চাকুরী are common spellings of চাকরি, not typos of it.
  ['চাকরি', 'চাকরী', 'চাকুরি', 'চাকুরী', 'নিয়োগ', 'পদ', 'job', 'vacancy'],
];

/** Every word that leads to `page`, from every line that names it, each once. */
export function wordsFor(page: string, synonyms: readonly Synonym[]): string[] {
  return [...new Set(synonyms.filter((s) => s.page === page).flatMap((s) => s.words))];
}
