import type * as schema from '../../schema';
import { demo } from '../media';
import { pad, at, youtube } from './dates';

type VideoRow = typeof schema.videos.$inferInsert;
type PublicationRow = typeof schema.publications.$inferInsert;

/** The videos, each with its Bangla title (issue 49); programmes and standards keep their names. */
const videoList: [title: string, id: string, publishedAt: Date, bangla: string][] = [
  [
    'Masco Group Corporate Film 2026',
    'Qm7vT2kXe4A',
    at('2026-10-21', '12:00'),
    'মাসকো গ্রুপ: কর্পোরেট ফিল্ম ২০২৬',
  ],
  [
    'From Yarn to Carton: How a Knit Composite Garment Is Made at Masco Group',
    'Lx9Rb3NwQ8s',
    at('2026-08-06', '10:00'),
    'সুতা থেকে কার্টন: মাসকো গ্রুপে একটি নিট পোশাক যেভাবে তৈরি হয়',
  ],
  [
    'Inside the LEED Platinum Green Building at Tasniah Fabrics: A Guided Walk',
    'Ht4pZ8cVy1M',
    at('2026-05-14', '11:30'),
    'তাসনিয়াহ ফ্যাব্রিক্সের LEED প্লাটিনাম সবুজ ভবনের ভেতরে: ঘুরে দেখা',
  ],
  [
    'Water Recycling in Our Dyeing Units, Explained',
    'Fe2kW6uJr0D',
    at('2026-02-26', '15:00'),
    'আমাদের ডাইং ইউনিটে পানি যেভাবে আবার কাজে লাগে',
  ],
  [
    '18000 Voices: The Masco Family Sings the National Anthem',
    'Ys6tB4eRz9K',
    at('2025-12-17', '19:00'),
    '১৮,০০০ কণ্ঠে জাতীয় সংগীত: গাইল মাসকো পরিবার',
  ],
  [
    'Automation on the Sewing Floor: Template Sewing and Auto Pocket Setting in Action',
    'Pb8sN1yTq5G',
    at('2025-11-18', '10:30'),
    'সেলাই ফ্লোরে অটোমেশন: টেমপ্লেট সেলাই আর অটো পকেট সেটিং চলছে যেভাবে',
  ],
  [
    'Masco Cricket Academy: A Day with the Summer Programme',
    'Cw5jX0dLm7R',
    at('2025-07-09', '17:00'),
    'মাসকো ক্রিকেট একাডেমি: গ্রীষ্মকালীন কর্মসূচির একটি দিন',
  ],
  [
    'Meet the Makers: Women Leaders from the We Women Programme',
    'Vn3gH9aKs2E',
    at('2025-03-08', '09:00'),
    'যাঁদের হাতে তৈরি: উই উইমেন কর্মসূচির নারী নেতৃত্ব',
  ],
  [
    'Printing and Embroidery at Masco: Sublimation, Laser Cutting and Multi-Head Embroidery',
    'Ru1mD7fPw3T',
    at('2024-06-25', '14:00'),
    'মাসকোতে সাবলিমেশন, লেজার কাটিং আর মাল্টি-হেড এমব্রয়ডারি',
  ],
  [
    'Masco Dairy: From Ten Cows to a Modern Dairy Farm',
    'Ka0cQ5hUv8N',
    at('2023-09-12', '11:00'),
    'মাসকো ডেইরি: দশটি গরু থেকে আধুনিক খামার',
  ],
];

export const seedVideos: VideoRow[] = videoList.map(([title, id, publishedAt, bangla], i) => ({
  id: i + 1,
  title,
  bn: { title: bangla },
  videoLink: youtube(id),
  thumbnail: demo.video(i + 1),
  publishedAt,
}));

/** The publications, each with its Bangla title (issue 49); standards and programmes keep their names. */
const publicationList: [title: string, publishedAt: Date, bangla: string][] = [
  [
    'Masco Group Sustainability Report 2025',
    at('2026-09-30', '10:00'),
    'মাসকো গ্রুপের টেকসই উন্নয়ন প্রতিবেদন ২০২৫',
  ],
  [
    'Knit Fabric Development Guide: Structures, Weights and Finishes for Spring/Summer 2027',
    at('2026-07-15', '10:00'),
    'নিট কাপড় ডেভেলপমেন্ট গাইড: বসন্ত-গ্রীষ্ম ২০২৭-এর বুনন, ওজন ও ফিনিশ',
  ],
  ['Masco Group Company Profile 2026', at('2026-04-02', '10:00'), 'মাসকো গ্রুপ পরিচিতি ২০২৬'],
  [
    'Water Stewardship at Masco: Baseline, Targets and Progress 2022–2025',
    at('2026-01-20', '10:00'),
    'মাসকোর পানি ব্যবস্থাপনা: শুরুর অবস্থা, লক্ষ্য ও অগ্রগতি ২০২২–২০২৫',
  ],
  [
    'Chemical Management Policy and ZDHC MRSL Conformance Guide for Suppliers',
    at('2025-10-08', '10:00'),
    'রাসায়নিক ব্যবস্থাপনা নীতি: সরবরাহকারীদের জন্য ZDHC MRSL মেনে চলার নির্দেশিকা',
  ],
  ['Social Compliance Report 2024', at('2025-06-16', '10:00'), 'সামাজিক কমপ্লায়েন্স প্রতিবেদন ২০২৪'],
  [
    'Gender Equality at Work: We Women, Mother’s Work, HER Projects and GBAV Programme Review',
    at('2025-03-08', '10:00'),
    'কর্মস্থলে নারী-পুরুষের সমতা: উই উইমেন, মাদারস ওয়ার্ক, HER প্রকল্প ও GBAV কর্মসূচির পর্যালোচনা',
  ],
  [
    'Energy and Greenhouse Gas Report 2024',
    at('2025-01-28', '10:00'),
    'জ্বালানি ও গ্রিনহাউস গ্যাস প্রতিবেদন ২০২৪',
  ],
  [
    'Green Building Handbook: Tasniah Fabrics LEED Platinum Case Study',
    at('2024-08-21', '10:00'),
    'সবুজ ভবনের হ্যান্ডবুক: তাসনিয়াহ ফ্যাব্রিক্সের LEED Platinum অভিজ্ঞতা',
  ],
  [
    'Supplier and Subcontractor Code of Conduct',
    at('2024-02-12', '10:00'),
    'সরবরাহকারী ও সাব-কন্ট্রাক্টরদের আচরণবিধি',
  ],
  [
    'Community Development and CSR Activities: Annual Review 2023',
    at('2023-12-20', '10:00'),
    'কমিউনিটি উন্নয়ন ও সামাজিক দায়বদ্ধতা (CSR): বার্ষিক পর্যালোচনা ২০২৩',
  ],
  [
    'Higg FEM 2021-22 Verification Summary and Environmental Performance Review',
    at('2023-03-15', '10:00'),
    'Higg FEM ২০২১-২২: যাচাইয়ের সারসংক্ষেপ ও পরিবেশগত কার্যক্রমের পর্যালোচনা',
  ],
];

export const seedPublications: PublicationRow[] = publicationList.map(
  ([title, publishedAt, bangla], i) => ({
    id: i + 1,
    title,
    bn: { title: bangla },
    thumbnail: demo.publication(i + 1),
    attachment: demo.file(`publication-${pad(i + 1)}`),
    publishedAt,
  }),
);
