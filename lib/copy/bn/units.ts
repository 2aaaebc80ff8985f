import { inBangla } from '@/lib/i18n/translate';
import {
  dyeingPage,
  knittingPage,
  printingEmbroideryPage,
  sewingPage,
  sewingThreadLabels,
  sewingThreadPage,
  unitLabels,
  washingLabels,
  washingPage,
  yarnDyeingPage,
  type UnitPage,
} from '../units';

/**
 * The apparel units in Bangla (issue 49). The figures come from the records and read
 * the same in both languages; the factories' registered names and addresses stay as
 * they are written in English (so a buyer's paperwork matches).
 */

export const unitLabelsBn = inBangla(unitLabels, {
  eyebrow: 'পোশাক ব্যবসা',
  since: 'যাত্রা শুরু',
  factory: 'কারখানা',
  address: 'ঠিকানা',
  products: 'পণ্য',
  established: 'প্রতিষ্ঠা',
  certificate: 'সনদ',
  index: 'এই পাতার কারখানাগুলো',
});

export const washingLabelsBn = inBangla(washingLabels, {
  capabilities: 'যা যা করি',
  ecoEyebrow: 'কম পানি, কম রাসায়নিক',
  ecoTitle: 'পরিবেশবান্ধব ওয়াশিং',
});

export const sewingThreadLabelsBn = inBangla(sewingThreadLabels, {
  types: 'সুতার ধরন',
  typesNote: 'যেসব কাউন্ট আর ডেনিয়ারের সুতা আমরা বানাই',
  lab: 'ল্যাবরেটরি',
});

export const knittingPageBn = inBangla(knittingPage, {
  title: 'নিটিং',
  description:
    '২০১০ সাল থেকে মাসকো ইন্ডাস্ট্রিজের নিটিং ইউনিট: সার্কুলার, ফ্ল্যাট-বেড আর অটো-স্ট্রাইপ মেশিনে গ্রুপের পোশাকের জন্য সিঙ্গেল জার্সি, ইন্টারলক আর রিব কাপড় বোনা হয়।',
  intro:
    'আমাদের প্রতিটি পোশাকের শুরু নিজেদের নিটিং ফ্লোরের কাপড় দিয়ে। সিঙ্গেল জার্সি, ইন্টারলক আর রিবের জন্য সার্কুলার মেশিন, কলার-কাফের জন্য ফ্ল্যাট-বেড মেশিন, আর নকশা করা স্ট্রাইপের জন্য অটো-স্ট্রাইপ মেশিন মিলে নিট কাপড়ের পুরো পরিসর আমাদের হাতে।',
  factories: [
    {
      title: 'নিটিং ইউনিট',
      summary:
        'জার্মানি, জাপান আর তাইওয়ানের শীর্ষ নির্মাতাদের মেশিনে তুলা, অর্গানিক ও রিসাইকেলড তুলা, ইলাস্টেন, পলিয়েস্টার আর মেলাঞ্জ মিশ্রণের কাপড় বোনা হয় প্রচলিত সব বুননে: সিঙ্গেল জার্সি, পিকে, ফ্লিস, ফ্রেঞ্চ টেরি, ইন্টারলক আর রিব।',
      figures: [
        { label: 'সার্কুলার মেশিন' },
        { label: 'ফ্ল্যাট-বেড মেশিন' },
        { label: 'অটো-স্ট্রাইপ মেশিন' },
        { label: 'অটো-স্ট্রাইপ মেশিন (২)' },
        { label: 'অটো-স্ট্রাইপ রিব মেশিন' },
        { label: 'মাসিক সক্ষমতা', unit: 'টন' },
      ],
    },
  ],
  machines: [
    { fabric: 'সিঙ্গেল জার্সি', diameter: '30–40 ইঞ্চি' },
    { fabric: 'ইন্টারলক', diameter: '34–38 ইঞ্চি' },
    { fabric: 'রিব', diameter: '34–40 ইঞ্চি' },
  ],
  labels: {
    machinesCaption: 'মেশিনের ডায়ামিটার ও গেজ',
    fabric: 'কাপড়',
    diameter: 'ডায়ামিটার',
    gauge: 'গেজ',
  },
});

const perDayBn = (what: string) => `${what} / দিন`;
const perMonthBn = (what: string) => `${what} / মাস`;
const partOfGroupSince2010 = 'নভেম্বর ২০১০ থেকে গ্রুপের অংশ';

const yarnDyeingPageBn = inBangla(yarnDyeingPage, {
  title: 'ইয়ার্ন ডাইং',
  description:
    '২০২০ সালে চালু হওয়া মাসকোর ইয়ার্ন ডাইং ইউনিট: স্ট্রাইপ আর সুতা-রঙা নিট কাপড়ের জন্য তুলা ও মিশ্র সুতার প্যাকেজ ডাইং, সফট ওয়াইন্ডিং, হাইড্রো-এক্সট্র্যাকশন আর শুকানো।',
  intro:
    'সুতায় রং করা স্ট্রাইপ, মেলাঞ্জ আর নকশা করা প্যাটার্নের শুরু এখানে। ইউনিটটি প্যাকেজে তুলা ও মিশ্র সুতা রং করে, তাই বাইরের ডাই হাউসের অপেক্ষা ছাড়াই আমাদের নিটিং ফ্লোর ক্রেতার কালার কার্ড থেকে অটো-স্ট্রাইপ আর জ্যাকার্ড কাপড় বানাতে পারে।',
  factories: [
    {
      title: 'ইয়ার্ন ডাইং ইউনিট',
      summary:
        'স্যাম্পল থেকে বাল্ক মাপের প্যাকেজ ডাইং মেশিন, আলাদা ল্যাব-ডিপ কক্ষ আর স্বয়ংক্রিয় ডিসপেন্সিং ব্যবস্থার কারণে প্রথম অনুমোদন থেকে শেষ কোন পর্যন্ত রং থাকে একই। রঙের আগে সফট ওয়াইন্ডিং, আর পরে হাইড্রো-এক্সট্র্যাকশন ও রেডিও-ফ্রিকোয়েন্সি ড্রায়িং মিলে তৈরি হয় নিটিংয়ের জন্য সমান, মসৃণ প্যাকেজ।',
      figures: [
        { label: 'ল্যাব ডিপের রং', unit: perDayBn('রং') },
        { label: 'সফট ওয়াইন্ডিং', unit: perDayBn('টন') },
        { label: 'তুলার সেলাই সুতা', unit: perDayBn('টন') },
        { label: 'হাইড্রো-এক্সট্র্যাকশন', unit: perDayBn('টন') },
        { label: 'শুকানো', unit: perDayBn('টন') },
        { label: 'তুলার সুতার ফিনিশিং', unit: perDayBn('টন') },
        { label: 'উৎপাদন', unit: perDayBn('টন') },
        { label: 'মাসিক উৎপাদন', unit: perMonthBn('টন') },
      ],
    },
  ],
});

const sewingThreadPageBn = inBangla(sewingThreadPage, {
  title: 'সেলাইয়ের সুতা',
  description:
    '২০২০ সালে চালু হওয়া মাসকোর সেলাইয়ের সুতার ইউনিট: গ্রুপের সেলাই লাইনের জন্য নিজস্ব ল্যাবে শেড মিলিয়ে রং করা স্পান পলিয়েস্টার, কোর-স্পান আর তুলার সুতা।',
  intro:
    'সুতা একটি পোশাকের সবচেয়ে ছোট উপকরণ, অথচ ত্রুটি ধরা পড়ে সবার আগে এতেই। নিজেরা বানাই বলে প্রতিটি সেলাই হয় পোশাকের শেডে রং করা সুতায়, যা আমাদের নিজস্ব ল্যাবে পরীক্ষিত এবং যেদিন দরকার সেদিনই লাইনে পৌঁছায়।',
  factories: [
    {
      title: 'সেলাইয়ের সুতার ইউনিট',
      products: 'স্পান পলিয়েস্টার, কোর-স্পান, তুলা আর টেক্সচার্ড সেলাই সুতা',
      summary:
        'ইউনিটটি স্পান পলিয়েস্টার, পলি-পলি কোর-স্পান আর মার্সেরাইজড তুলার সুতা পাকায়, রং করে আর কোনে জড়ায়; সঙ্গে ওভারলক ও ফ্ল্যাটলক সেলাইয়ের জন্য টেক্সচার্ড সুতা।',
      details:
        'এর ল্যাবে D65, TL84 আর UV আলোয় শেড মেলানো হয়, আর কোনো ব্যাচ সেলাই ফ্লোরে পাঠানোর আগে পরীক্ষা করা হয় টেনসাইল শক্তি, প্রসারণ, ধোয়া ও ঘষায় রঙের স্থায়িত্ব আর লুব্রিকেশন।',
      figures: [
        { label: 'সুতা উৎপাদন', unit: perDayBn('কোন') },
        { label: 'মাসিক উৎপাদন', unit: perMonthBn('কোন') },
        { label: 'মেশিন' },
      ],
    },
  ],
  lab: [
    '৫ গ্রামের কম সুতা দিয়েও স্যাম্পল ডাইং',
    '৫০ কেজি ও তার কম ক্ষমতার স্যাম্পল ডাইং মেশিন',
    'চার সেট ফটো ডিজিটাইজার',
  ],
});

/** The five figures of the Masco Exports and Masco Industries dye houses, in Bangla. */
const dyeHouseFiguresBn = [
  { label: 'বাল্ক ডাইং', unit: perDayBn('কেজি') },
  { label: 'স্যাম্পল ডাইং', unit: perDayBn('কেজি') },
  { label: 'ডাইং সক্ষমতা', unit: perMonthBn('টন') },
  { label: 'টাম্বল ড্রায়ার' },
  { label: 'ওয়াশিং মেশিন' },
];

const dyeingPageBn = inBangla(dyeingPage, {
  title: 'ডাইং',
  description:
    'মাসকোর তিনটি কাপড় রঙের ইউনিট, কনসেপ্ট নিটিং, মাসকো এক্সপোর্টস আর মাসকো ইন্ডাস্ট্রিজ: বাল্ক ও স্যাম্পল লটে নিট কাপড় আর পোশাক রং ও ফিনিশিং।',
  intro:
    'আমাদের নিটিং ফ্লোরে বোনা কাপড় রং ও ফিনিশ করে তিনটি ডাইং ইউনিট। বাল্ক মেশিনের পাশেই আছে স্যাম্পল মেশিন, তাই অনুমোদিত ল্যাব ডিপ প্রক্রিয়া না বদলেই উৎপাদনে চলে যায়।',
  factories: [
    {
      title: 'কনসেপ্ট নিটিং',
      establishedNote: partOfGroupSince2010,
      summary:
        'একই ইউনিটে কাপড় রং, সঙ্গে পিগমেন্ট, রিঅ্যাকটিভ আর এনজাইম-ওয়াশ লুকের জন্য গার্মেন্ট ডাইং ও ওয়াশিং।',
      figures: [
        { label: 'বাল্ক ডাইং', unit: perDayBn('কেজি') },
        { label: 'স্যাম্পল ডাইং', unit: perDayBn('কেজি') },
        { label: 'মাসিক ডাইং সক্ষমতা', unit: perMonthBn('টন') },
        { label: 'টাম্বল ড্রায়ার' },
        { label: 'ওয়াশিং মেশিন' },
        { label: 'গার্মেন্ট ডাইং', unit: perDayBn('পিস') },
        { label: 'গার্মেন্ট ওয়াশিং', unit: perDayBn('পিস') },
      ],
    },
    {
      title: 'মাসকো এক্সপোর্টস',
      summary:
        'কম লিকার-রেশিওর ডাইং মেশিন আর ইউনিটের পূর্ণ চাপ সামলানোর মতো বর্জ্য পরিশোধনাগার (ETP); গ্রুপের রপ্তানি অর্ডারের তুলা ও মিশ্র কাপড় রং হয় এখানে।',
      figures: dyeHouseFiguresBn,
    },
    {
      title: 'মাসকো ইন্ডাস্ট্রিজ',
      summary:
        'নিটিং ইউনিটের পাশেই গ্রুপের সবচেয়ে বড় ডাই হাউস, স্বয়ংক্রিয় কেমিক্যাল ডিসপেন্সিং আর কমপ্যাক্টিং, স্টেন্টারিং ও পিচিংয়ের ফিনিশিং লাইনসহ।',
      figures: dyeHouseFiguresBn,
    },
  ],
});

/** The four figures every sewing unit reports, in Bangla. */
const sewingFiguresBn = [
  { label: 'সেলাই লাইন' },
  { label: 'মেশিন' },
  { label: 'মাসিক সক্ষমতা', unit: perMonthBn('পিস') },
  { label: 'কর্মী' },
];

const sewingPageBn = inBangla(sewingPage, {
  title: 'সেলাই',
  description:
    'মাসকোর আটটি সেলাই ইউনিট আর স্যাম্পল ও ক্যাড সেকশন: গ্রুপের প্রতিটি গার্মেন্ট কারখানার সেলাই লাইন, মেশিন, মাসিক সক্ষমতা আর সনদ।',
  intro:
    'গ্রুপের বাকিরা যা বোনে, রং করে, প্রিন্ট আর ওয়াশ করে, আটটি গার্মেন্ট কারখানা তা সেলাই করে: আন্তর্জাতিক ব্র্যান্ডের জন্য টি-শার্ট, পোলো, ফ্লিস, রাতের পোশাক আর শিশুদের পোশাক। প্রতিটি ইউনিটের নিজস্ব লাইন আর কোয়ালিটি টিম, চলে একটিই যৌথ প্রোডাকশন প্ল্যানে।',
  factories: [
    {
      title: 'শান্তা এক্সপ্রেশনস',
      summary: 'ইউরোপের হাই-স্ট্রিট ব্র্যান্ডের জন্য ফ্যাশন টপ, পোলো শার্ট আর রাতের পোশাক।',
      figures: sewingFiguresBn,
    },
    {
      title: 'কনসেপ্ট নিটিং',
      establishedNote: partOfGroupSince2010,
      summary: 'বেসিক ও গার্মেন্ট-ডাইড টি-শার্ট আর সোয়েটশার্ট, সেলাই হয় নিজেদের ডাই হাউসের পাশেই।',
      figures: sewingFiguresBn,
    },
    {
      title: 'তাসনিয়াহ ফ্যাব্রিকস',
      summary:
        'আমাদের LEED সনদপ্রাপ্ত সবুজ কারখানা: দিনের আলোয় আলোকিত ফ্লোর, বৃষ্টির পানি সংরক্ষণ আর সৌরবিদ্যুৎ; এখানে বড় পরিসরে সেলাই হয় জার্সি আর ফ্লিসের বেসিক পোশাক।',
      figures: sewingFiguresBn,
      link: { label: 'গ্রিন বিল্ডিং ট্যুরে ঘুরে দেখুন' },
    },
    {
      title: 'মাসকো কটনস',
      summary: 'প্রিন্ট আর এমব্রয়ডারির কারুকাজে শিশু ও নবজাতকের পোশাক।',
      figures: sewingFiguresBn,
    },
    {
      title: 'মাসকোটেক্স',
      summary: 'নিজেদের মেশিনে বোনা ফ্ল্যাট-নিট কলারে পোলো শার্ট, হেনলি আর রাগবি শার্ট।',
      figures: sewingFiguresBn,
    },
    {
      title: 'মাসকো ইন্ডাস্ট্রিজ জি১',
      summary: 'গ্রুপের প্রথম গার্মেন্ট কারখানা, এখন ফ্লিস, জগার আর হুডির বিশেষায়িত ইউনিট।',
      figures: sewingFiguresBn,
    },
    {
      title: 'কম্পোজিট নিট গার্মেন্টস',
      summary: 'কটন-ইলাস্টেন আর পারফরম্যান্স মিশ্রণে লেগিংস, ট্যাঙ্ক টপ আর অ্যাকটিভওয়্যার।',
      figures: sewingFiguresBn,
    },
    {
      title: 'এমপিএল ওয়্যার',
      summary: 'ছোট, দ্রুত ঘোরা অর্ডার আর সাপ্তাহিক শিপমেন্টের রিপিট প্রোগ্রাম।',
      figures: sewingFiguresBn,
    },
    {
      title: 'স্যাম্পল ও ক্যাড সেকশন',
      summary:
        'ক্যাডে প্যাটার্ন আঁকা ও গ্রেড করা হয়, প্লট করা হয়, স্বয়ংক্রিয় স্প্রেডারে কাটা হয়, তারপর সেলাই করে তৈরি হয় প্রোটো, ফিট, সাইজ-সেট আর সেলসম্যান স্যাম্পল। তাই ক্রেতা স্টাইল অনুমোদন করেন ঠিক সেভাবে বানানো পোশাক দেখে, যেভাবে উৎপাদনে বানানো হবে।',
      figures: [
        { label: 'সেলাই মেশিন' },
        { label: 'ডামি' },
        { label: 'স্প্রেডার মেশিন' },
        { label: 'প্লটার মেশিন' },
        { label: 'প্যাটার্ন মেশিন' },
        { label: 'স্যাম্পল সক্ষমতা', unit: perMonthBn('পিস') },
      ],
    },
  ],
});

const printingEmbroideryPageBn = inBangla(printingEmbroideryPage, {
  title: 'প্রিন্টিং ও এমব্রয়ডারি',
  description:
    'মাসকো পিকাসো (২০১৪) আর মাসকো প্রিন্টিং অ্যান্ড এমব্রয়ডারি (২০১৯): নিট পোশাকের জন্য স্ক্রিন, সাবলিমেশন ও ডিজিটাল প্রিন্টিং, এমব্রয়ডারি আর লেজার কাটিং।',
  intro:
    'আমাদের পোশাকের নকশা আর গ্রাফিকস আসে দুটি কারখানা থেকে: স্ক্রিন ও সাবলিমেশন প্রিন্টিংয়ের জন্য মাসকো পিকাসো, আর এমব্রয়ডারি, অ্যাপ্লিক, লেজার-কাট কারুকাজ ও আরেকটি প্রিন্টিং ফ্লোরের জন্য মাসকো প্রিন্টিং অ্যান্ড এমব্রয়ডারি।',
  factories: [
    {
      title: 'মাসকো পিকাসো',
      products: 'স্ক্রিন আর সাবলিমেশন প্রিন্ট',
      summary:
        'গ্রুপের প্রিন্টিং কারখানা: কাটা প্যানেল আর তৈরি পোশাকে ওয়াটার-বেসড, প্লাস্টিসল, ডিসচার্জ, পাফ, ফয়েল, হাই-ডেনসিটি আর সাবলিমেশন প্রিন্ট; আছে নিজস্ব কালার কিচেন আর স্ক্রিন তৈরির কক্ষ।',
      figures: [
        { label: 'সাবলিমেশন মেশিন' },
        { label: 'অটো সার্কুলার মেশিন (সেট)' },
        { label: 'প্রিন্টিং টেবিল' },
        { label: 'মাসিক সক্ষমতা', unit: perMonthBn('পিস') },
      ],
    },
    {
      title: 'মাসকো প্রিন্টিং অ্যান্ড এমব্রয়ডারি',
      products: 'এমব্রয়ডারি, লেজার কাটিং আর স্ক্রিন প্রিন্ট',
      summary:
        'প্রিন্টিং ও এমব্রয়ডারির কারখানা: ফ্ল্যাট, থ্রিডি-পাফ, সিকুইন আর অ্যাপ্লিক এমব্রয়ডারি, লেজার কাটিং ও এনগ্রেভিং, আর বড় প্রোগ্রামের জন্য স্বয়ংক্রিয় ওভাল ও সার্কুলার মেশিনে দ্বিতীয় একটি স্ক্রিন-প্রিন্টিং ফ্লোর।',
      figures: [
        { label: 'এমব্রয়ডারি মেশিন' },
        { label: 'অটো সার্কুলার মেশিন' },
        { label: 'ওভাল মেশিন (সেট)' },
        { label: 'প্রিন্টিং টেবিল' },
        { label: 'লেজার কাটিং মেশিন' },
        { label: 'মাসিক এমব্রয়ডারি সক্ষমতা', unit: perMonthBn('পিস') },
        { label: 'মাসিক প্রিন্টিং সক্ষমতা', unit: perMonthBn('পিস') },
      ],
    },
  ],
});

const washingPageBn = inBangla(washingPage, {
  title: 'ওয়াশিং',
  description:
    '২০২১ সালে চালু হওয়া মাসকোর গার্মেন্ট ওয়াশিং ইউনিট: এনজাইম, স্টোন, অ্যাসিড, পিগমেন্ট আর ব্লিচ ওয়াশ, ওজোন ও ই-ফ্লো প্রযুক্তিতে, যাতে পানি আর রাসায়নিক দুটোই বাঁচে।',
  intro:
    'ওয়াশ নিটওয়্যারকে দেয় তার কোমল ছোঁয়া আর পুরোনো-পুরোনো চেহারা। ২০২১ সালে চালু হওয়া আমাদের ওয়াশিং ইউনিট এ কাজ করে ওজোন আর ন্যানো-বাবল প্রযুক্তিতে, যাতে প্রচলিত লন্ড্রির তুলনায় পানি আর রাসায়নিক লাগে সামান্যই।',
  factories: [
    {
      title: 'ওয়াশিং ইউনিট',
      summary:
        'ওয়াশিং, টাম্বল-ড্রায়িং আর ফিনিশিং এক ছাদের নিচে; সঙ্গে একটি স্যাম্পল সেকশন, যেখানে বাল্কের আগে প্রতিটি ওয়াশের রেসিপি তৈরি ও লিখে রাখা হয়।',
      figures: [
        { label: 'ওয়াশিং মেশিন' },
        { label: 'মাসিক সক্ষমতা', unit: perMonthBn('পিস') },
        { label: 'কর্মী' },
        { label: 'স্যাম্পল মেশিন' },
      ],
    },
  ],
  capabilities: [
    'এনজাইম আর বায়ো-পলিশ ওয়াশ',
    'স্টোন আর অ্যাসিড ওয়াশ',
    'পিগমেন্ট আর গার্মেন্ট-ডাই ওয়াশ',
    'ব্লিচ, টাই-ডাই আর ডিপ-ডাই ইফেক্ট',
    'সিলিকন আর সফটনার ফিনিশ',
    'ওজোন ফেডিং আর ন্যানো-বাবল ফিনিশিং',
  ],
  eco: [
    {
      title: 'ইকো ক্লাউড',
      text: 'ন্যানো-বাবল প্রযুক্তিতে রাসায়নিক পোশাকে পৌঁছায় পানির বদলে বাতাসে ভর করে, তাই সফটনিং আর ফিনিশিংয়ে পানির ব্যবহার কমে ৯০% পর্যন্ত।',
    },
    {
      title: 'পানি সাশ্রয়',
      text: 'ওজোন ফেডিং ব্লিচ আর পাথরের জায়গা নিয়েছে, আর ইউনিটের পানি পরিশোধন করে আবার ব্যবহার হয়; তাই একেকটি ওয়াশ পেছনে রেখে যায় অনেক কম বর্জ্য।',
    },
  ],
});

/** Each unit page's Bangla (their records differ; only paths and factory ids are looked up). */
const pages = [
  knittingPageBn,
  yarnDyeingPageBn,
  sewingThreadPageBn,
  dyeingPageBn,
  sewingPageBn,
  printingEmbroideryPageBn,
  washingPageBn,
] as unknown as UnitPage<unknown>[];

/** A unit page's Bangla, by its path (the English where it has none). */
export const unitPageBn = <P extends { path: string }>(page: P): P =>
  (pages.find((p) => p.path === page.path) as P | undefined) ?? page;

/** The English pages, in the order of their Bangla above. */
const englishPages = [
  knittingPage,
  yarnDyeingPage,
  sewingThreadPage,
  dyeingPage,
  sewingPage,
  printingEmbroideryPage,
  washingPage,
] as unknown as UnitPage<unknown>[];

/**
 * A factory's Bangla: the one at its place on its own page (the English where it has
 * none). By place, not id: a factory of two units (Concept Knitting dyes and sews)
 * has a section on each page, with that page's words and figures.
 */
export const factoryBn = <F extends object>(factory: F): F => {
  for (const [i, page] of englishPages.entries()) {
    const at = (page.factories as object[]).indexOf(factory);
    if (at !== -1) return (pages[i]!.factories[at] as F | undefined) ?? factory;
  }
  return factory;
};

/** A unit page's meta description in each language (localizedMetadata). */
export const unitDescriptions = (page: { path: string; description: string }) => ({
  en: page.description,
  bn: unitPageBn(page).description,
});
