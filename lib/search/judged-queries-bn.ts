import type { JudgedQuery } from './judged-queries';

/**
 * The judged set of /bn/search (issue 49): what a Bangla reader types, as typed on
 * a phone's Bangla keyboard, and the pages that answer it (their English hrefs, as
 * the engines give them; the page links them at /bn/...). Written from the demo
 * store's Bangla (six articles, the jobs, the authors), the pages' Bangla copy, and
 * the Bangla navigation and its synonyms (lib/search/synonyms.ts), with typos (a
 * vowel sign changed or left out) and English words typed on the Bangla page.
 */
const article = (slug: string) => `/blogs/details/${slug}`;

// prettier-ignore
export const JUDGED_QUERIES_BN: readonly JudgedQuery[] = [
  // Job seekers.
  { q: 'চাকরি', pages: ['/career'] },
  { q: 'চাকরির খবর', pages: ['/career'] },
  { q: 'নিয়োগ বিজ্ঞপ্তি', pages: ['/career'] },
  { q: 'ডাইং মাস্টার', pages: ['/career'] },
  { q: 'কমপ্লায়েন্স অফিসার', pages: ['/career'] },
  { q: 'মার্চেন্ডাইজার', pages: ['/career'] },
  { q: 'গাজীপুর', pages: ['/career', '/contact-us'] },
  // Getting in touch.
  { q: 'যোগাযোগ', pages: ['/contact-us'] },
  { q: 'অফিসের ঠিকানা', pages: ['/contact-us'] },
  { q: 'ফোন নম্বর', pages: ['/contact-us'] },
  // Who the group is.
  { q: 'এক নজরে মাসকো', pages: ['/masco-at-a-glance'] },
  { q: 'কত শ্রমিক', pages: ['/masco-at-a-glance'] },
  { q: 'চেয়ারম্যান', pages: ['/management-message'] },
  { q: 'ক্রেতা', pages: ['/clients-logo'] },
  // The factories.
  { q: 'নিটিং', pages: ['/knitting'] },
  { q: 'সার্কুলার মেশিন', pages: ['/knitting'] },
  { q: 'সুতা রং', pages: ['/yarn-dyeing'] },
  { q: 'ওয়াশিং', pages: ['/washing'] },
  { q: 'সেলাই', pages: ['/sewing'] },
  { q: 'প্রিন্টিং ও এমব্রয়ডারি', pages: ['/printing-embroidery'] },
  // The other businesses.
  { q: 'মাসকো স্কুল', pages: ['/masco-school', article('inside-masco-school-tuition-waiver')] },
  { q: 'দুধের খামার', pages: ['/masco-dairy-firm'] },
  { q: 'মোটরসাইকেল', pages: ['/masminu-motors'] },
  { q: 'ফ্ল্যাট', pages: ['/masco-properties'] },
  // Articles, by their subjects.
  { q: 'টিউশন ছাড়', pages: [article('inside-masco-school-tuition-waiver')] },
  { q: 'ছাদে সোলার', pages: [article('rooftop-solar-on-working-factories')] },
  { q: 'ডে-কেয়ার', pages: [article('mothers-at-work-day-care-and-nursing-breaks')] },
  { q: 'পানির পুনর্ব্যবহার', pages: [article('closing-the-loop-on-water-in-dyeing')] },
  { q: 'সেলাই ফ্লোরে অটোমেশন', pages: [article('automation-on-the-sewing-floor')] },
  { q: 'নিট কাপড়ের ট্রেন্ড', pages: [article('knit-fabric-trends-spring-summer-2027')] },
  { q: 'ফারহানা রহমান', pages: ['/blogs/author/1'] },
  // Typos: a vowel sign changed (ী for ি), a vowel sign left out, a letter changed (স for শ).
  { q: 'চাকরী', pages: ['/career'] },
  { q: 'ওয়শিং', pages: ['/washing'] },
  { q: 'অটোমেসন', pages: [article('automation-on-the-sewing-floor')] },
  // A Bangla reader's tries (issue 49): other common spellings of the units' loanwords,
  // a year in either script, English names and job titles spelled in Bangla, inflected words.
  { q: 'ডায়িং', pages: ['/dyeing'] },
  { q: 'ডাইয়িং', pages: ['/dyeing'] },
  { q: 'এম্ব্রয়ডারি', pages: ['/printing-embroidery'] },
  { q: 'প্রিন্টিং', pages: ['/printing-embroidery'] },
  { q: 'সুইং', pages: ['/sewing'] },
  { q: '২০২৭', pages: [article('knit-fabric-trends-spring-summer-2027')] },
  { q: 'ট্রেন্ড 2027', pages: [article('knit-fabric-trends-spring-summer-2027')] },
  { q: 'কাশিমপুর', pages: ['/contact-us'] },
  { q: 'ইটিপি', pages: ['/career'] },
  { q: 'হেল্পার', pages: [article('career-paths-through-the-training-centre')] },
  { q: 'স্কুলের', pages: ['/masco-school'] },
  // Places and buildings the site names, in Bangla (a job seeker's tries, 2026-11-27): the
  // properties' table, and addresses the pages keep in English.
  { q: 'মাসকো টাওয়ার', pages: ['/masco-properties'] },
  { q: 'উত্তরা', pages: ['/masco-properties'] },
  { q: 'বসুন্ধরা', pages: ['/masco-properties'] },
  { q: 'হেমায়েতপুর', pages: ['/contact-us', '/knitting', '/dyeing', '/yarn-dyeing', '/sewing-thread'] },
  { q: 'কোনাবাড়ি', pages: ['/printing-embroidery', '/dyeing', '/sewing'] },
  { q: 'সাভারের কারখানা', pages: ['/contact-us', '/knitting', '/dyeing', '/sewing'] },
  { q: 'চাকুরী', pages: ['/career'] },
  { q: 'মাসকো প্রপার্টিজের প্রকল্প', pages: ['/masco-properties'] },
  // The home page, the design hub, contact, sustainability and media in their Bangla
  // (2026-11-28): a reader's words for them, and for what only their copy says.
  { q: 'ঠিকানা', pages: ['/contact-us'] },
  { q: 'প্রধান কার্যালয়', pages: ['/contact-us'] },
  { q: 'প্রথম পাতা', pages: ['/'] },
  { q: 'নিট কম্পোজিট', pages: ['/', '/masco-at-a-glance'] },
  { q: 'ডিজাইন', pages: ['/design-hub'] },
  { q: 'প্যাটার্ন', pages: ['/design-hub'] },
  { q: 'স্যাম্পল', pages: ['/design-hub'] },
  { q: 'পরিবেশ', pages: ['/sustainability'] },
  { q: 'টেকসই উদ্যোগ', pages: ['/sustainability'] },
  // The news of the drive itself (its Bangla since bangla10) answers as well as the page.
  { q: 'বৃক্ষরোপণ', pages: ['/sustainability', '/media-details/tree-plantation-drive-4000-trees'] },
  { q: 'স্যানিটারি ন্যাপকিন', pages: ['/sustainability', '/media-details/subsidised-sanitary-napkins-10-taka'] },
  { q: 'বায়ু নিঃসরণ', pages: ['/sustainability'] },
  { q: 'রাসায়নিক ব্যবস্থাপনা', pages: ['/sustainability'] },
  { q: 'সৌর বিদ্যুৎ', pages: [article('rooftop-solar-on-working-factories'), '/green-tour', '/sustainability'] },
  { q: 'পানি পুনর্ব্যবহার', pages: [article('closing-the-loop-on-water-in-dyeing'), '/sustainability', '/washing'] },
  { q: 'বর্জ্য পানি শোধন', pages: [article('closing-the-loop-on-water-in-dyeing'), '/sustainability'] },
  { q: 'সংবাদ', pages: ['/media'] },
  { q: 'মাসকো ম্যাগাজিন', pages: ['/media', '/publications'] },
  { q: 'ট্রেন্ড', pages: [article('knit-fabric-trends-spring-summer-2027'), '/design-hub'] },
  // English words on the Bangla page: English-only content, and English names.
  { q: 'GOTS', pages: ['/sustainability'] },
  { q: 'merchandiser', pages: ['/career'] },
  { q: 'knitting', pages: ['/knitting'] },
];
