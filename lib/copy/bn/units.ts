import { inBangla } from '@/lib/i18n/translate';
import {
  dyeingPage,
  knittingPage,
  printingEmbroideryPage,
  sewingPage,
  sewingThreadPage,
  unitLabels,
  washingPage,
  yarnDyeingPage,
  type Factory,
  type UnitPage,
} from '../units';

/**
 * The apparel units in Bangla (issue 49). The figures come from the records and read
 * the same in both languages; the factories' registered names and addresses stay as
 * they are written in English (so a buyer's paperwork matches).
 */

export const unitLabelsBn = inBangla(unitLabels, {
  eyebrow: 'অ্যাপারেল ব্যবসা',
  since: 'যাত্রা শুরু',
  factory: 'কারখানা',
  address: 'ঠিকানা',
  products: 'পণ্য',
  established: 'প্রতিষ্ঠা',
  certificate: 'সনদ',
  index: 'এই পাতার কারখানাগুলো',
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

const yarnDyeingPageBn = inBangla(yarnDyeingPage, {
  title: 'ইয়ার্ন ডাইং',
  intro:
    'সুতায় রং করা স্ট্রাইপ, মেলাঞ্জ আর নকশা করা প্যাটার্নের শুরু এখানে। ইউনিটটি প্যাকেজে তুলা ও মিশ্র সুতা রং করে, তাই বাইরের ডাই হাউসের অপেক্ষা ছাড়াই আমাদের নিটিং ফ্লোর ক্রেতার কালার কার্ড থেকে অটো-স্ট্রাইপ আর জ্যাকার্ড কাপড় বানাতে পারে।',
});

const sewingThreadPageBn = inBangla(sewingThreadPage, {
  title: 'সেলাইয়ের সুতা',
  intro:
    'সুতা একটি পোশাকের সবচেয়ে ছোট উপকরণ, অথচ ত্রুটি ধরা পড়ে সবার আগে এতেই। নিজেরা বানাই বলে প্রতিটি সেলাই হয় পোশাকের শেডে রং করা সুতায়, যা আমাদের নিজস্ব ল্যাবে পরীক্ষিত এবং যেদিন দরকার সেদিনই লাইনে পৌঁছায়।',
});

const dyeingPageBn = inBangla(dyeingPage, {
  title: 'ডাইং',
  intro:
    'আমাদের নিটিং ফ্লোরে বোনা কাপড় রং ও ফিনিশ করে তিনটি ডাইং ইউনিট। বাল্ক মেশিনের পাশেই আছে স্যাম্পল মেশিন, তাই অনুমোদিত ল্যাব ডিপ প্রক্রিয়া না বদলেই উৎপাদনে চলে যায়।',
});

const sewingPageBn = inBangla(sewingPage, {
  title: 'সেলাই',
  intro:
    'গ্রুপের বাকিরা যা বোনে, রং করে, প্রিন্ট আর ওয়াশ করে, আটটি গার্মেন্ট কারখানা তা সেলাই করে: আন্তর্জাতিক ব্র্যান্ডের জন্য টি-শার্ট, পোলো, ফ্লিস, রাতের পোশাক আর শিশুদের পোশাক। প্রতিটি ইউনিটের নিজস্ব লাইন আর কোয়ালিটি টিম, চলে একটিই যৌথ প্রোডাকশন প্ল্যানে।',
});

const printingEmbroideryPageBn = inBangla(printingEmbroideryPage, {
  title: 'প্রিন্টিং ও এমব্রয়ডারি',
  intro:
    'আমাদের পোশাকের নকশা আর গ্রাফিকস আসে দুটি কারখানা থেকে: স্ক্রিন ও সাবলিমেশন প্রিন্টিংয়ের জন্য মাসকো পিকাসো, আর এমব্রয়ডারি, অ্যাপ্লিক, লেজার-কাট কারুকাজ ও আরেকটি প্রিন্টিং ফ্লোরের জন্য মাসকো প্রিন্টিং অ্যান্ড এমব্রয়ডারি।',
});

const washingPageBn = inBangla(washingPage, {
  title: 'ওয়াশিং',
  intro:
    'ওয়াশ নিটওয়্যারকে দেয় তার কোমল ছোঁয়া আর পুরোনো-পুরোনো চেহারা। ২০২১ সালে চালু হওয়া আমাদের ওয়াশিং ইউনিট এ কাজ করে ওজোন আর ন্যানো-বাবল প্রযুক্তিতে, যাতে প্রচলিত লন্ড্রির তুলনায় পানি আর রাসায়নিক লাগে সামান্যই।',
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

/** A factory's Bangla, by its id (the English where it has none). */
export const factoryBn = <R>(factory: Factory<R>): Factory<R> =>
  (pages.flatMap((p) => p.factories).find((f) => f.id === factory.id) as Factory<R> | undefined) ??
  factory;
