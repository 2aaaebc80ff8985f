import type { Language } from '@/lib/i18n/languages';
import { inBangla } from '@/lib/i18n/translate';
import * as en from '../sustainability';

/**
 * /sustainability in Bangla (issue 49). Standards and certificates known by their
 * letters (Higg FEM, ZDHC, GOTS, amfori BSCI, Sedex, SLCP, OEKO-TEX…) stay in Latin
 * script, as Bangladeshi factories write them; the words around them, the tables'
 * heads, our own programmes and the companies' names are in Bangla
 * (`companyNameIn`, lib/copy/bn/company-names.ts).
 */

const sustainabilityPage = inBangla(en.sustainabilityPage, {
  title: 'টেকসই উদ্যোগ',
  eyebrow: 'আমাদের অঙ্গীকার',
  description:
    'মাসকো গ্রুপের টেকসই উদ্যোগ: কাঁচামাল ও Higg FEM, জ্বালানি, পানি, বর্জ্য পানি, বায়ু নিঃসরণ, বর্জ্য ও রাসায়নিক ব্যবস্থাপনা, আমাদের সামাজিক কর্মসূচি আর সনদ।',
  intro:
    'আমাদের কারখানা পরিবেশ থেকে কী নেয় আর ভেতরের মানুষদের কী ফিরিয়ে দেয়, আমরা তা মাপি, সেই হিসাব প্রকাশ করি, আর প্রতি বছর আরও ভালো করার লক্ষ্য ঠিক করি।',
  menuLabel: 'এই পাতায়',
});

const sustainabilitySections = inBangla(en.sustainabilitySections, [
  {
    label: 'কাঁচামাল',
    intro:
      'আমাদের পোশাক কী দিয়ে তৈরি, আর Higg Facility Environmental Module (FEM)-এ আমাদের কারখানাগুলোর স্কোর কত, যা একজন স্বাধীন যাচাইকারী সরেজমিনে যাচাই করেছেন।',
  },
  {
    label: 'পরিবেশ',
    intro:
      'জ্বালানি, পানি, বর্জ্য পানি, বায়ু নিঃসরণ, বর্জ্য আর রাসায়নিক: পরিবেশ থেকে কম নিতে আর যা ফেরত দিই তা আরও পরিষ্কার করে দিতে প্রতিটি ইউনিট যা করছে।',
  },
  {
    label: 'সামাজিক',
    intro:
      'আমাদের কারখানাগুলো যেসব সামাজিক নিরীক্ষার আওতায়, আর আমাদের মানুষ ও কারখানার আশপাশের জনপদের জন্য আমরা যা করি।',
  },
  {
    label: 'ভবিষ্যৎ পরিকল্পনা',
    intro:
      'এরপর আমাদের গন্তব্য: জ্বালানি, পানি, বর্জ্য পানি, বর্জ্য, বায়ু নিঃসরণ আর রাসায়নিক ব্যবস্থাপনায় আমাদের লক্ষ্যমাত্রা।',
  },
  {
    label: 'সনদ',
    intro: 'আমাদের ইউনিটগুলোর সনদ, ধরন অনুযায়ী সাজানো। প্রতিটি সনদ নতুন ট্যাবে পূর্ণ আকারে খোলে।',
  },
]);

const materialCopy = inBangla(en.materialCopy, {
  chartAlt: 'কাঁচামালের চার্ট: আমাদের পণ্য যেসব তন্তু ও উপকরণে তৈরি',
  higgTable: {
    caption: 'Higg FEM-2021-22 যাচাইয়ের সারসংক্ষেপ',
    columns: [
      'ক্রমিক',
      'কারখানার নাম',
      'Higg আইডি',
      'স্ব-মূল্যায়নের তারিখ',
      'যাচাইয়ের তারিখ',
      'যাচাই করা স্কোর',
    ],
  },
});

const environmentalCopy = inBangla(en.environmentalCopy, {
  initiativesLabel: 'উদ্যোগ',
  topics: [
    { title: 'জ্বালানি ও গ্রিনহাউস গ্যাস' },
    { title: 'পানি' },
    { title: 'বর্জ্য পানি' },
    { title: 'বায়ু নিঃসরণ' },
    { title: 'বর্জ্য' },
  ],
  chemical: {
    title: 'রাসায়নিক ব্যবস্থাপনা',
    initiatives: [
      'কেনার আগেই প্রতিটি রাসায়নিক ZDHC MRSL-এর সঙ্গে মিলিয়ে যাচাই',
      'নিষিদ্ধ উপাদানের পরীক্ষা স্বীকৃত ল্যাবরেটরিতে',
    ],
  },
  wasteWaterTable: {
    caption: 'বর্জ্য পানি',
    // ZDHC's three levels of its wastewater limits, as the trade says them in Bangla.
    columns: ['ইউনিট', 'ফাউন্ডেশনাল', 'প্রগ্রেসিভ', 'অ্যাসপিরেশনাল', 'MRSL মেনে চলা'],
  },
  chemicalTable: {
    caption: 'রাসায়নিক ব্যবস্থাপনা',
    columns: ['ইউনিট', 'ZDHC', 'GOTS', 'bluesign', 'OEKO-TEX'],
  },
  chemicalCertificate: 'রাসায়নিক ব্যবস্থাপনার সনদ',
  airEmission: {
    alt: 'বায়ু নিঃসরণ: Higg ইনডেক্সে আমাদের ফলাফল',
    caption: 'বায়ু নিঃসরণ (Higg ইনডেক্স)',
  },
});

const futurePlanCopy = inBangla(en.futurePlanCopy, {
  topics: [
    { title: 'জ্বালানি ও গ্রিনহাউস গ্যাস' },
    { title: 'পানি' },
    { title: 'বর্জ্য পানি' },
    { title: 'বর্জ্য' },
    { title: 'বায়ু নিঃসরণ' },
  ],
  chemicalTable: {
    caption: 'রাসায়নিক ব্যবস্থাপনা',
    regionLabel: 'ভবিষ্যৎ পরিকল্পনা: রাসায়নিক ব্যবস্থাপনা',
    columns: ['ইউনিট', 'ZDHC লেভেল 3 মেনে চলা', 'বাস্তবায়নের সময়'],
  },
});

const socialCopy = inBangla(en.socialCopy, {
  complianceTable: {
    caption: 'BSCI, Sedex, বেটার ওয়ার্ক, SLCP আর Higg ইনডেক্সে সামাজিক নিরীক্ষার অবস্থা',
    factoryColumn: 'কারখানা',
    programs: ['amfori BSCI', 'Sedex', 'বেটার ওয়ার্ক', 'SLCP', 'Higg ইনডেক্স'],
  },
  community: { title: 'জনপদের উন্নয়ন ও সিএসআর কার্যক্রম' },
  people: { title: 'কর্মীদের নিয়ে আয়োজন' },
  program: {
    title: 'সামাজিক কর্মসূচি',
    // As the programmes' own Bangla text names them (bangla-records.ts).
    items: [{ title: 'উই উইমেন' }, { title: 'মাদারস ওয়ার্ক' }, { title: 'HER প্রকল্প' }],
    gbavTitle: 'GBAV (লিঙ্গভিত্তিক সহিংসতাবিরোধী) কর্মসূচি',
  },
  recognition: {
    title: 'স্বীকৃতি',
    driversTitle: 'সন্তুষ্টির প্রধান কারণগুলো',
    charts: [
      { alt: 'স্বীকৃতি জরিপ: প্রশ্ন অনুযায়ী উত্তর' },
      { alt: 'স্বীকৃতি জরিপ: কর্মীদের দল অনুযায়ী উত্তর' },
    ],
  },
  readMore: 'আরও পড়ুন',
});

const certificationsCopy = inBangla(en.certificationsCopy, {
  empty: 'আমাদের সনদগুলো হালনাগাদ করা হচ্ছে। কিছুদিন পরে আবার দেখুন।',
});

const communityStories = inBangla(en.communityStories, [
  {
    title: 'মাসকো স্কুল',
    summary: 'কেমব্রিজ স্বীকৃত স্কুল; কর্মীদের সন্তানদের জন্য বেতনে ৫০% ছাড়।',
    text: [
      'মাসকো স্কুলের যাত্রা ২০১৪ সালের সেপ্টেম্বরে; বাংলাদেশের ৮৬টি কেমব্রিজ স্বীকৃত স্কুলের একটি এটি।',
      'মাসকোর কর্মীদের সন্তানেরা বেতনে ৫০% ছাড় পায়, যাতে মা-বাবার পদবি দেখে সন্তানের ভালো শিক্ষা আটকে না যায়।',
    ],
  },
  {
    title: 'মাসকো ক্রিকেট একাডেমি',
    summary: '১৬ বিঘার একাডেমি, যেখানে তরুণ খেলোয়াড়েরা পায় রাজধানীর মানের সুযোগ-সুবিধা।',
    text: [
      '২০২১ সালের ১২ ফেব্রুয়ারি ১৬ বিঘা জমিতে চালু হওয়া একাডেমিতে আছে পাঁচটি প্রশিক্ষণ কর্মসূচি, বিদেশ থেকে আনা সরঞ্জাম আর পেশাদার কোচ।',
      'আমাদের কারখানার আশপাশের এলাকার প্রতিভাবান খেলোয়াড়দের দেওয়া হয় বৃত্তি।',
    ],
  },
  {
    title: 'জনপদের সঙ্গে',
    summary: 'কারখানার আশপাশের গ্রাম আর শহরের মানুষের পাশে।',
    text: [
      'আমাদের কমিউনিটি দল নিয়মিত স্থানীয় জনপ্রতিনিধি, স্কুল আর ক্লিনিকের সঙ্গে বসে ঠিক করে কোথায় গ্রুপের সাহায্য সবচেয়ে বেশি কাজে লাগবে: রাস্তা মেরামত, বিশুদ্ধ পানির কল, স্কুলের শিক্ষাসামগ্রী আর বন্যার পর ত্রাণ।',
    ],
  },
  {
    title: 'বৃক্ষরোপণ',
    summary: 'কারখানা আর আশপাশের এলাকায় ৪,০০০ দেশি গাছের কর্মসূচি।',
    text: [
      'কারখানার চত্বর, রাস্তার ধার আর স্কুলের মাঠে ৪,০০০ গাছ লাগানোর লক্ষ্য নিয়ে আমাদের বৃক্ষরোপণ কর্মসূচির শুরু; বেছে নেওয়া হয়েছে দেশি গাছ, যা ছায়া দেয়, মাটি ধরে রাখে আর ফলও দেয়।',
    ],
  },
  {
    title: 'ভর্তুকি মূল্যে স্যানিটারি ন্যাপকিন',
    summary: 'বাজারে ৫০ টাকার স্যানিটারি ন্যাপকিন এখানে ১০ টাকায়: ৮০% ভর্তুকি।',
    text: [
      'বাজারে যে স্যানিটারি ন্যাপকিনের দাম ৫০ টাকা, আমাদের কারখানার ভেতরে তা বিক্রি হয় ১০ টাকায়: ৮০% ভর্তুকি।',
      'আমাদের HER স্বাস্থ্য সেশন থেকেই এই কর্মসূচির শুরু, সঙ্গে চলে মাসিককালীন স্বাস্থ্য নিয়ে সচেতনতা।',
    ],
  },
  {
    title: 'প্রশিক্ষণকেন্দ্র',
    summary: '২০১৪ সাল থেকে কর্মীদের দক্ষতা আর পদোন্নতির পথ।',
    text: [
      'আমাদের প্রশিক্ষণকেন্দ্র চলছে ২০১৪ সাল থেকে। নতুন অপারেটররা লাইনে যোগ দেওয়ার আগে মেশিন চালানো আর নিরাপত্তা শেখেন, আর অভিজ্ঞ কর্মীরা প্রশিক্ষণ নেন লাইন লিডার, কোয়ালিটি ও মেইনটেন্যান্সের দায়িত্বের জন্য।',
    ],
  },
  {
    title: 'নাজাল ক্যানুলা বিতরণ',
    summary: 'মহামারির সময় ৪০টি অক্সিজেন সিলিন্ডারসহ ১০টি নাজাল ক্যানুলা দান।',
    text: [
      'কোভিড-১৯ মহামারিতে অক্সিজেনের যখন তীব্র সংকট, তখন গ্রুপ স্থানীয় হাসপাতালগুলোতে ৪০টি অক্সিজেন সিলিন্ডারসহ ১০টি হাই-ফ্লো নাজাল ক্যানুলা দান করে।',
    ],
  },
  {
    title: 'হেল্প ডেস্ক',
    summary: 'প্রতিটি ইউনিটে প্রত্যেক কর্মীর জন্য গোপনীয় হেল্প ডেস্ক।',
    text: [
      'প্রতিটি ইউনিটে আছে হেল্প ডেস্ক, যেখানে কর্মীরা গোপনে অভিযোগ জানাতে, মজুরি ও ছুটি নিয়ে জানতে বা হয়রানির কথা বলতে পারেন; উত্তর দেওয়ার জন্য বাঁধা আছে নির্দিষ্ট সময়সীমা।',
    ],
  },
]);

const peopleStories = inBangla(en.peopleStories, [
  {
    title: 'বার্ষিক বনভোজন ও সাংস্কৃতিক অনুষ্ঠান',
    summary: 'প্রতিটি ইউনিটের জন্য গান, খেলা আর পুরস্কারে ভরা একটি দিন।',
    text: [
      'বছরে একবার প্রতিটি ইউনিট ফ্লোর থেকে একদিনের ছুটি নেয়: পরিবার নিয়ে বনভোজন, আমাদের নিজেদের শিল্পীদের সাংস্কৃতিক অনুষ্ঠান, খেলাধুলা আর র‍্যাফল ড্র।',
    ],
  },
  {
    title: 'বার্ষিক ক্রীড়া',
    summary: 'ইউনিটে ইউনিটে দৌড়, ফুটবল আর ক্রিকেট।',
    text: [
      'বার্ষিক ক্রীড়া দিবসে সব ইউনিট একসঙ্গে মেতে ওঠে দৌড়, দড়ি টানাটানি, ফুটবল আর ক্রিকেটে; শিশুদের জন্য থাকে আলাদা আয়োজন।',
    ],
  },
  {
    title: 'সাংস্কৃতিক ক্লাব',
    summary: 'সহকর্মীদের গান, নাচ আর নাটক।',
    text: ['সাংস্কৃতিক ক্লাব সারা বছর মহড়া দেয়, আর পরিবেশন করে আমাদের উৎসবে ও জাতীয় দিবসে।'],
  },
  {
    title: 'ঈদের শুভেচ্ছা',
    summary: 'সময়মতো উৎসব ভাতা, আর ফ্লোরে ফ্লোরে শুভেচ্ছা।',
    text: [
      'প্রতি ঈদের আগে পুরো উৎসব ভাতা দেওয়া হয় সময়মতো, আর ছুটির আগে ব্যবস্থাপকেরা ফ্লোরে গিয়ে সহকর্মীদের শুভেচ্ছা জানান।',
    ],
  },
  {
    title: 'নববর্ষ উদ্‌যাপন',
    summary: 'প্রতিটি ইউনিটে পয়লা বৈশাখ উদ্‌যাপন।',
    text: ['আমাদের সব কারখানায় বাংলা নববর্ষ পালিত হয় ঐতিহ্যবাহী খাবার, গান আর পোশাকে।'],
  },
  {
    title: 'বাংলাদেশের জাতীয় সংগীত',
    summary: '১৮,০০০ মানুষ একসঙ্গে গাইলেন জাতীয় সংগীত।',
    text: [
      'স্বাধীনতা দিবসে মাসকো পরিবারের ১৮,০০০ সদস্য একসঙ্গে বাংলাদেশের জাতীয় সংগীত গেয়েছেন, এই শিল্পে এ ধরনের সবচেয়ে বড় আয়োজনগুলোর একটি।',
    ],
  },
]);

/**
 * The certificates' categories of the demo content in Bangla, by their English name:
 * staff type a category as free text, so one not named here shows its English.
 */
const certificateCategories: Record<string, string> = {
  'Social Compliance': 'সামাজিক কমপ্লায়েন্স',
  Environment: 'পরিবেশ',
  'Product Safety': 'পণ্যের নিরাপত্তা',
  'Sustainable Materials': 'টেকসই উপকরণ',
  'Quality & Management': 'মান ও ব্যবস্থাপনা',
  'Green Building': 'গ্রিন বিল্ডিং',
};

/** A certificate category's name in a language. */
export const certificateCategoryIn = (lang: Language, category: string) =>
  lang === 'bn' ? (certificateCategories[category] ?? category) : category;

const bangla = {
  sustainabilityPage,
  sustainabilitySections,
  materialCopy,
  environmentalCopy,
  futurePlanCopy,
  socialCopy,
  certificationsCopy,
  communityStories,
  peopleStories,
};

/** /sustainability's copy in a language. */
export const sustainabilityCopyIn = (lang: Language): typeof bangla =>
  lang === 'bn'
    ? bangla
    : {
        sustainabilityPage: en.sustainabilityPage,
        sustainabilitySections: en.sustainabilitySections,
        materialCopy: en.materialCopy,
        environmentalCopy: en.environmentalCopy,
        futurePlanCopy: en.futurePlanCopy,
        socialCopy: en.socialCopy,
        certificationsCopy: en.certificationsCopy,
        communityStories: en.communityStories,
        peopleStories: en.peopleStories,
      };
